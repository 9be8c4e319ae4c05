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

/**
 * Every line break as one line feed: a lone carriage return (which calendars and feeds may read as the end of a line)
 * and CRLF alike. Stored text keeps only LF; outputs escape or re-encode it as their format needs.
 */
export function toLineFeeds(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** `value` with every string in it (objects and arrays walked) through `toLineFeeds`. */
export function withLineFeeds<T>(value: T, depth = 0): T {
  if (typeof value === "string") return toLineFeeds(value) as T;
  if (Array.isArray(value) && depth < 32) {
    return value.map((item: unknown) => withLineFeeds(item, depth + 1)) as T;
  }
  const proto: unknown = value && typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  // Plain objects only (parsed JSON): a Buffer or a file part is left as it is.
  if (value && depth < 32 && (proto === Object.prototype || proto === null)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withLineFeeds(item, depth + 1)]),
    ) as T;
  }
  return value;
}

/**
 * Line breaks of every kind (CR, LF, vertical tab, form feed, NEL, the Unicode line and paragraph separators) as one
 * space, for a single-line field (a title, a venue, a name): a line break there would start a line the sender chose in
 * a mail's text, a header-like "Bcc: …" included. Each run of breaks becomes one space.
 */
export function foldLineBreaks(value: string): string {
  return value.replace(/[\n\v\f\r\u0085\u2028\u2029]+/g, " ");
}
