import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the field messages of a 400 answer (`{"message", "errors": {field: message}}`, server-contract.md §2) under the
 * form's own fields. A field the form does not have (an image, a field of another step) is left to the caller, and
 * anything that is not an API error sets nothing: the failure toast says it.
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: { getValues: () => T; setError: UseFormSetError<T> },
  error: unknown,
): void {
  if (!(error instanceof ApiError)) return;
  const values: Record<string, unknown> = form.getValues();
  for (const [field, message] of Object.entries(error.errors)) {
    if (field in values) form.setError(field as Path<T>, { message });
  }
}

/** What to say under an image picker: too large (413) or not an image by its content (415), or the field's message. */
export function serverImageError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 413 || error.status === 415) return error.serverMessage;
  return error.errors.image;
}
