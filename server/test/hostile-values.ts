import { NAUGHTY_STRINGS } from "./naughty-strings";

/** Text PostgreSQL cannot store: NUL, and halves of UTF-16 surrogate pairs. */
export const UNSTORABLE: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "lone \udfff half",
  "\udc00\ud800",
];

/** Numbers no column (or offset) can hold, and numbers that are not quite numbers. */
export const OUT_OF_RANGE: readonly string[] = [
  "9".repeat(10_000),
  "-" + "9".repeat(10_000),
  "99999999999999999999999999",
  "2147483648",
  "-2147483649",
  "1e999",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "0x7fffffff",
];

/** Every string a walk sends: the naughty strings and the text above. */
export const HOSTILE_STRINGS: readonly string[] = [...NAUGHTY_STRINGS, ...UNSTORABLE, ...OUT_OF_RANGE];

const DEPTH = 5_000;

/** JSON fragments that are not strings: huge and odd numbers, arrays and objects for scalars, very deep nesting. */
export const HOSTILE_JSON: readonly string[] = [
  "9".repeat(10_000),
  "-" + "9".repeat(10_000),
  `0.${"0".repeat(5_000)}1`,
  "1e999",
  "99999999999999999999999999",
  "2147483648",
  "-1",
  "0",
  "1.5",
  "null",
  "true",
  "false",
  "[]",
  '["a","b"]',
  "[null]",
  "{}",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "[".repeat(DEPTH) + "]".repeat(DEPTH),
  '{"a":'.repeat(DEPTH) + "1" + "}".repeat(DEPTH),
];

/** Percent-encodes for a URL, lone surrogate halves included (as the UTF-8 bytes of the half, which are invalid). */
export function encodeLoose(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    if (ch.length === 1 && ch >= "\ud800" && ch <= "\udfff") {
      const code = ch.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    }
    return encodeURIComponent(ch);
  });
}
