/**
 * Text PostgreSQL can store: no NUL (a text value cannot hold one) and no half of a UTF-16 surrogate pair (not a
 * character at all; the driver would silently store U+FFFD instead of what was sent).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = "Please remove unsupported characters";

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The fields (dotted paths, as validation errors name them) of every string in `value` that cannot be stored. */
export function findUnstorableFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === "string") {
    if (!isStorableText(value)) found.push(path.join("."));
  } else if (value && typeof value === "object" && path.length < 32) {
    for (const [key, item] of Object.entries(value)) findUnstorableFields(item, [...path, key], found);
  }
  return found;
}
