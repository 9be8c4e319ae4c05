/**
 * Towns and categories named among the search words (issue 21): "plumber ludlow", "jobs in telford", "pram shrewsbry".
 * A town (any spelling of common/locations.ts, or within the typo allowance of one when a word is not one the board
 * knows) becomes the town filter; "shropshire" and the words "in", "near", "around" are dropped; a category word
 * becomes the category filter. What is left is matched as text.
 */
import { CATEGORY_WORDS, type Category } from "../../common/categories";
import { LOCATION_ALIASES, NEAR_MILES, WITHIN_MAX, WITHIN_MIN, type Location } from "../../common/locations";
import { editDistance, singleLetters, typoAllowance } from "./edit-distance";

/** Words that only join a place to the rest ("jobs in telford", "walks near ludlow"). */
const PLACE_FILLERS = new Set(["in", "near", "nr", "around"]);
/** Words before a town that reach the towns around it: "near ludlow" (NEAR_MILES). */
const NEAR_WORDS = new Set(["near", "nr", "around", "nearby"]);
const MILE_WORDS = new Set(["mile", "miles", "mi", "m"]);
const LONGEST_NAME = 3;
/**
 * Short words that join a town to the rest, never part of a misspelt name: "whats on church stretton" is not a town
 * spelt "on church stretton".
 */
const JOINING_WORDS = new Set(["on", "in", "at", "to", "of", "for", "by", "the", "and", "near", "nr"]);

const TOWN_NAMES = (Object.entries(LOCATION_ALIASES) as [Location, readonly string[]][]).flatMap(
  ([location, names]) => names.map((name) => ({ location, name, letters: name.replace(/[^a-z]/g, "") })),
);
const CATEGORY_NAMES = (Object.entries(CATEGORY_WORDS) as [Category, readonly string[]][]).flatMap(
  ([category, names]) => names.map((name) => ({ category, name })),
);

export interface PlaceReading {
  /** The words left for the text match, as typed, and where each stood among the words given. */
  words: string[];
  indices: number[];
  location?: Location;
  category?: Category;
  /** The words read as the town and the category, as typed (for "did you mean"). */
  townWords: string[];
  categoryWords: string[];
  /**
   * Where the words stood that named the town (with the "in", "near" or "within 10 miles of" before it) and the
   * category: the words a chip's removal takes out of the search (issue 34).
   */
  townIndices: number[];
  categoryIndices: number[];
  /** Miles around the town the words asked for ("near ludlow", "within 10 miles of ludlow"). */
  within?: number;
}

interface Span {
  start: number;
  length: number;
}

/** Whether `typed` is `name` with one letter added anywhere. */
const oneLetterAdded = (typed: string, name: string) =>
  typed.length === name.length + 1 &&
  Array.from({ length: typed.length }, (_, i) => typed.slice(0, i) + typed.slice(i + 1)).includes(name);

/** The town of `gram` (words joined by spaces): exactly one of its spellings, or, when fuzzy, within its allowance. */
function townOf(gram: string, fuzzy: boolean): Location | undefined {
  const exact = TOWN_NAMES.find((t) => t.name === gram);
  if (exact || !fuzzy) return exact?.location;
  const letters = gram.replace(/ /g, "");
  let best: { location: Location; d: number } | undefined;
  const single = singleLetters(letters);
  for (const town of TOWN_NAMES) {
    // A letter typed twice is the commonest slip, and counts even in a name too short for any other ("wemm" is Wem).
    if (single === singleLetters(town.letters) && (!best || best.d > 1)) {
      best = { location: town.location, d: 1 };
      continue;
    }
    const allowed = typoAllowance(town.letters.length);
    // A name too short for any other typo is still read with one letter slipped in ("whem" is Wem).
    if (!allowed) {
      if (oneLetterAdded(letters, town.letters) && (!best || best.d > 1))
        best = { location: town.location, d: 1 };
      continue;
    }
    const d = editDistance(letters, town.letters, allowed);
    if (d <= allowed && (!best || d < best.d)) best = { location: town.location, d };
  }
  return best?.location;
}

/**
 * The one-word spelling of a town that `word` misspells within its allowance ("oswestri": oswestry); undefined for a
 * town's own spelling or a word near none.
 */
export function misspeltTownName(word: string): string | undefined {
  if (TOWN_NAMES.some((t) => t.name === word)) return undefined;
  return TOWN_NAMES.find((t) => {
    const allowed = typoAllowance(t.letters.length);
    return !t.name.includes(" ") && allowed > 0 && editDistance(word, t.name, allowed) <= allowed;
  })?.name;
}

/**
 * Reads the town and the category among `words`. `isKnown(word)`: the board's vocabulary holds it (a known word is
 * never taken for a misspelt town). `isGuarded(index)`: the word belongs to a phrase of the thesaurus ("odd jobs",
 * "lost property", "wellington boots"), so it is neither a category word nor a town.
 */
export function readPlaces(
  words: readonly string[],
  isKnown: (word: string) => boolean,
  isGuarded: (index: number) => boolean = () => false,
): PlaceReading {
  const taken = new Set<number>();
  const free = (span: Span) =>
    Array.from({ length: span.length }, (_, k) => span.start + k).every((i) => !taken.has(i));
  const take = (span: Span) => {
    for (let k = 0; k < span.length; k++) taken.add(span.start + k);
  };
  const wordsOf = (span: Span) => words.slice(span.start, span.start + span.length);
  let location: Location | undefined;
  let townWords: string[] = [];
  let townStart = -1;
  // Longest names first; for each length the exact spellings, then the misspelt ones.
  for (let length = Math.min(LONGEST_NAME, words.length); length >= 1; length--) {
    for (const fuzzy of [false, true]) {
      for (let start = 0; start + length <= words.length; start++) {
        const span = { start, length };
        if (!free(span)) continue;
        const gram = wordsOf(span);
        // A word of a thesaurus phrase is that phrase's, not a town: "wellington boots" are boots, and "hair salon" is
        // no "hair Salop".
        if (gram.some((_, k) => isGuarded(start + k))) continue;
        // A known word is a word, not a misspelt town; two or three words are read as a town's name of as many words
        // misspelt even when each is a word ("craven arm", "cravens arms": Craven Arms).
        if (fuzzy && ((gram.length === 1 && isKnown(gram[0])) || gram.join("").length < 4)) continue;
        if (fuzzy && gram.length > 1 && (JOINING_WORDS.has(gram[0]) || JOINING_WORDS.has(gram.at(-1)!)))
          continue;
        const town = townOf(gram.join(" "), fuzzy);
        if (!town) continue;
        if (town === "all_shropshire") take(span);
        else if (!location) {
          location = town;
          townWords = gram;
          townStart = start;
          take(span);
        }
      }
    }
  }
  const before = new Set(taken);
  const within = location ? readWithin(words, townStart, taken) : undefined;
  const townIndices = location
    ? [
        ...Array.from({ length: townWords.length }, (_, k) => townStart + k),
        ...[...taken].filter((i) => !before.has(i)),
      ]
    : [];
  // "jobs in telford": the "in" goes with the town.
  const joiner = townStart - 1;
  if (location && !within && joiner >= 0 && PLACE_FILLERS.has(words[joiner])) townIndices.push(joiner);
  let categoryIndices: number[] = [];
  let category: Category | undefined;
  let categoryWords: string[] = [];
  for (let length = Math.min(LONGEST_NAME, words.length); length >= 1 && !category; length--) {
    for (let start = 0; start + length <= words.length && !category; start++) {
      const span = { start, length };
      if (!free(span) || wordsOf(span).some((_, k) => isGuarded(start + k))) continue;
      const found = CATEGORY_NAMES.find((c) => c.name === wordsOf(span).join(" "));
      if (!found) continue;
      category = found.category;
      categoryWords = wordsOf(span);
      categoryIndices = Array.from({ length }, (_, k) => start + k);
      take(span);
    }
  }
  const indices = words.flatMap((w, i) => (taken.has(i) || PLACE_FILLERS.has(w) ? [] : [i]));
  return {
    words: indices.map((i) => words[i]),
    indices,
    location,
    category,
    townWords,
    categoryWords,
    townIndices: townIndices.sort((a, b) => a - b),
    categoryIndices,
    ...(within ? { within } : {}),
  };
}

/**
 * The distance asked just before the town at `start`: "near" (NEAR_MILES), or "within 10 miles of", "10 miles from",
 * "within 10 miles" (clamped to WITHIN_MIN..WITHIN_MAX). Its words are taken from the text match.
 */
function readWithin(words: readonly string[], start: number, taken: Set<number>): number | undefined {
  let i = start - 1;
  if (i >= 0 && NEAR_WORDS.has(words[i])) {
    taken.add(i);
    return NEAR_MILES;
  }
  const used: number[] = [];
  if (i >= 0 && (words[i] === "of" || words[i] === "from")) used.push(i--);
  let miles: number | undefined;
  if (i >= 0 && MILE_WORDS.has(words[i])) {
    used.push(i--);
    if (i >= 0 && /^\d{1,3}$/.test(words[i])) miles = Number(words[i]);
    used.push(i--);
  } else if (i >= 0 && /^\d{1,3}(mi|miles?)$/.test(words[i])) {
    miles = Number(/^\d+/.exec(words[i])?.[0]);
    used.push(i--);
  }
  if (miles === undefined) return undefined;
  if (i >= 0 && (words[i] === "within" || words[i] === "in" || words[i] === "under")) used.push(i);
  for (const k of used) taken.add(k);
  return Math.min(WITHIN_MAX, Math.max(WITHIN_MIN, miles));
}
