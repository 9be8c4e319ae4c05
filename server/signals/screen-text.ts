/**
 * How the screen reads text: one normal form for notices and messages, so "p4ypal", "PayPal" and "pay pal" are one
 * word, "w h a t s a p p" and "whats app" are "whatsapp", and a phone number written in words is still a number.
 */

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  $: "s",
  "@": "a",
};
const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  nought: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};

export const LINK_PATTERN =
  /\b(?:https?:\/\/[^\s<>"')]+|www\.[^\s<>"')]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|co\.uk|org\.uk|uk|io|ly|me|info|biz|xyz|site|online|shop|example|app|link|click|top|gl|co|at|gd|cc)(?:\/[^\s<>"')]*)?)/gi;
export const EMAIL_PATTERN = /[^\s@()<>,;:]+@[^\s@()<>,;:]+\.[a-z]{2,}/gi;
/** UK numbers as people type them: 07700 900123, +44 7700 900 123, 01743 123456, (01743) 123 456. */
export const PHONE_PATTERN = /(?:\+44\s?\(?0?\)?\s?|\(?0)\d{2,4}\)?[\s-]?\d{3}[\s-]?\d{3,4}\b/;

/** Letters look-alike digits stand for, inside a word that has letters ("p4ypal", "c0in"; not "£400"). */
function unLeet(word: string): string {
  if (!/\p{L}/u.test(word) || !/[0-9$@]/.test(word) || word.includes("@")) return word;
  // A number with a unit ("24hrs", "3bed", "10am", "2nd") stays as written.
  const bare = word.replace(/^[^\p{L}\p{N}£$]+|[^\p{L}\p{N}]+$/gu, "");
  if (/^\d+[a-z]{1,4}$/i.test(bare) || /^[£$]?\d[\d,.]*[kmp]?$/i.test(bare)) return word;
  return [...word].map((c) => LEET[c] ?? c).join("");
}

/** Lower case, accents off, look-alike digits read as letters, runs of single letters joined ("w h a t s"). */
export function normaliseText(text: string): string {
  const plain = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
  const words = plain.split(/(\s+)/).map((w) => (/\s/.test(w) ? w : unLeet(w)));
  return words
    .join("")
    .replace(/\b(?:[a-z] ){3,}[a-z]\b/g, (run) => run.replace(/ /g, ""))
    .replace(/\bwhat'?s\s*-?\s*app\b/g, "whatsapp")
    .replace(/\bpay\s+pal\b/g, "paypal")
    .replace(/\bbit\s+coin\b/g, "bitcoin");
}

/** A phone number spelt out in words ("seven seven zero zero nine …"): six number words in a row or more. */
export function hasSpeltNumber(normalised: string): boolean {
  let run = 0;
  for (const word of normalised.split(/[^a-z0-9]+/)) {
    if (word in NUMBER_WORDS || /^\d$/.test(word)) {
      run += 1;
      if (run >= 6) return true;
    } else if (word) run = 0;
  }
  return false;
}

/** The links in the text, each as its host (lower case, no "www."). */
export function linkHosts(text: string): string[] {
  const withoutEmails = text.replace(EMAIL_PATTERN, " ");
  return (withoutEmails.match(LINK_PATTERN) ?? []).map((link) => hostOf(link)).filter((h) => h !== "");
}

export function hostOf(link: string): string {
  const bare = link.replace(/^https?:\/\//i, "").toLowerCase();
  return bare
    .split(/[/?#:]/)[0]
    .replace(/^www\./, "")
    .replace(/\.+$/, "");
}

/** Words of the normal form, for the classifier: letters and digits, one or more characters. */
export function words(normalised: string): string[] {
  return normalised.match(/[\p{L}\p{N}£$%]+(?:'[a-z]+)?/gu) ?? [];
}
