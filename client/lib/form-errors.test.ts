import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { serverImageError, setServerFieldErrors } from "./form-errors";

/** Just what the helper uses of a react-hook-form form: its values and setError. */
function fakeForm(values: Record<string, unknown>) {
  const set: Record<string, string | undefined> = {};
  return {
    set,
    getValues: () => values,
    setError: (field: string, error: { message?: string }) => {
      set[field] = error.message;
    },
  };
}

const refused = (errors: Record<string, string>, status = 400) =>
  new ApiError(status, `${status}: {}`, "Please correct the highlighted fields", errors);

describe("setServerFieldErrors", () => {
  it("puts each message of a 400 under the form's own field and leaves the rest to the caller", () => {
    const form = fakeForm({ name: "", email: "", message: "" });
    setServerFieldErrors(form, refused({ email: "Please enter a valid email address", image: "Too big" }));
    expect(form.set).toEqual({ email: "Please enter a valid email address" });
  });

  it("sets nothing for a network failure", () => {
    const form = fakeForm({ email: "" });
    setServerFieldErrors(form, new TypeError("Failed to fetch"));
    expect(form.set).toEqual({});
  });
});

describe("serverImageError", () => {
  it("says a too-large or non-image upload in the server's words, else the image field's message", () => {
    expect(serverImageError(new ApiError(413, "413: {}", "The image is larger than 5 MB"))).toBe(
      "The image is larger than 5 MB",
    );
    expect(serverImageError(refused({ image: "Only JPEG, PNG or WebP images" }))).toBe(
      "Only JPEG, PNG or WebP images",
    );
    expect(serverImageError(refused({ title: "Title is required" }))).toBeUndefined();
  });
});
