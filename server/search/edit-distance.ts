/**
 * Edit distance for search (issue 21): the optimal string alignment distance, where swapping two neighbouring letters
 * ("hooevr") is one edit like a missing, extra or wrong letter.
 */
import { foldLatin } from "../../common/slug";

/** How many edits a word of this many letters may be corrected by: none under 5, one for 5–8, two for 9 or more. */
export function typoAllowance(length: number): number {
  if (length < 5) return 0;
  return length < 9 ? 1 : 2;
}

/** `letters` with each run of one letter written once ("wemm" → "wem", "clases" and "classes" → "clases"). */
export const singleLetters = (letters: string): string => letters.replace(/(.)\1+/g, "$1");

/** The distance between `a` and `b`, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length][b.length], max + 1);
}

/** Lower case, accents taken off ("café" → "cafe"), Latin letters folded as in slugs (foldLatin). */
export function foldAccents(word: string): string {
  return foldLatin(word).toLowerCase();
}
