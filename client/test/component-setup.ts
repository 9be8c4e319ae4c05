import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * Each test starts from an empty page: what one test rendered is unmounted before the next, and the cookies and storage
 * it left are gone (the component files share one environment: a signed-in form's admin hint cookie once reached the
 * search tab's test, which checks that it sets no cookie).
 */
afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  sessionStorage.clear();
  localStorage.clear();
});
