import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/** Each test starts from an empty page: what one test rendered is unmounted before the next. */
afterEach(cleanup);
