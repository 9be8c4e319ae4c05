/** Latin letters that no Unicode decomposition turns into ASCII, spelt as English writes them. */
const LATIN_FOLDS: Record<string, string> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "Th",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŀ: "l",
  Ŀ: "L",
  ŧ: "t",
  Ŧ: "T",
  ŋ: "ng",
  Ŋ: "NG",
  ſ: "s",
  ĸ: "k",
};
/** Anything but printable ASCII, tabs and line breaks. */
const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/;
const FOLDABLE = new RegExp(`[${Object.keys(LATIN_FOLDS).join("")}]`, "g");

/**
 * Latin letters as plain ASCII letters where they have one: accents taken off (café → cafe), and the letters no
 * decomposition reaches spelt out (ß → ss, æ → ae, ł → l). Slugs use it, and so does search (as `unaccent` does in the
 * database).
 */
export function foldLatin(text: string): string {
  // Plain ASCII has nothing to fold. Most titles are, and the first NFKD and \p{M} a browser meets load its Unicode
  // tables (7 ms of a phone's first render, where every notice card's address is a slug).
  if (!NOT_PLAIN_ASCII.test(text)) return text;
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(FOLDABLE, (letter) => LATIN_FOLDS[letter]);
}

/**
 * The notice slug of product-spec.md §2, in ASCII so every address written out (feeds, sitemap, share tags, mails, the
 * poster's QR code) is a plain URL, not an IRI: accents are folded (café → cafe, ß → ss, ł → l), then every character
 * that is not an ASCII letter, digit, underscore, whitespace or hyphen is dropped; trim; whitespace runs become one
 * hyphen; repeated hyphens collapse. Case is kept, as the spec says nothing of it. Any slug still opens the notice.
 */
export function slugify(title: string): string {
  return foldLatin(title)
    .replace(/[^A-Za-z0-9_\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** Only an id of digits can be a notice: anything else is not found without asking. */
export const isNoticeId = (id: string) => /^\d{1,9}$/.test(id);

export function noticePath(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `/notice/${id}/${slug}` : `/notice/${id}`;
}
