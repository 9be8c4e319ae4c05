import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { restartFactorySequence } from "./factories";

beforeAll(restartFactorySequence);

/** A console.error in a test is a failure (house style: an error the user cannot see is still a bug). */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length)
    throw new Error(`console.error was called: ${errors.map((a) => a.join(" ")).join("\n")}`);
});
