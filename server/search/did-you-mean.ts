/**
 * "Did you mean …?" (issue 21): when a search finds nothing, the nearest search that does — its unknown words
 * corrected more loosely than search itself corrects, one word left out, or the town or category it named dropped —
 * tried in that order, a few at most, and answered as the words to type.
 */
import { LOCATION_LABELS, type Location } from "../../common/locations";
import type { Category } from "../../common/categories";
import type { Executor } from "../db/client";
import { foldAccents, typoAllowance } from "./edit-distance";
import { nearestWords, type SearchReading, type Slot } from "./search-interpretation";

/** At most this many searches are tried. */
const MAX_TRIES = 6;

export interface Suggestion {
  words: string[];
  location?: Location;
  category?: Category;
  /** The search's own slots for these words, when they are a part of its words (nothing to read again). */
  slots?: Slot[];
}

/** The searches to try, nearest first. */
export async function suggestionsFor(
  db: Executor,
  typedWords: readonly string[],
  reading: SearchReading,
): Promise<Suggestion[]> {
  const { location, category } = reading;
  const tries: Suggestion[] = [];
  // Each word the board has never seen, corrected by one edit more than search allows (even a short word).
  if (reading.unknownWords.length) {
    const words = [...typedWords];
    let changed = false;
    for (const i of reading.unknownWords) {
      const word = foldAccents(words[i]);
      if (word.length < 3) continue;
      const [near] = await nearestWords(db, word, typoAllowance(word.length) + 1);
      if (near) {
        words[i] = near.plain;
        changed = true;
      }
    }
    if (changed) {
      const kept = new Set(reading.wordIndices);
      tries.push({ words: words.filter((_, i) => kept.has(i)), location, category });
    }
  }
  // One word left out, the last first (with the slots of the others, already read: as the index is asked them, since a
  // try is only asked whether it finds anything).
  if (reading.words.length > 1)
    for (let k = reading.words.length - 1; k >= 0; k--) {
      const left = reading.wordIndices[k];
      const slots = reading.indexSlots.filter((s) => !s.positions.includes(left));
      const words = reading.words.filter((_, j) =>
        slots.some((s) => s.positions.includes(reading.wordIndices[j])),
      );
      tries.push({ words, location, category, slots });
    }
  const slots = reading.indexSlots;
  if (location) tries.push({ words: reading.words, category, slots });
  if (category) tries.push({ words: reading.words, location, slots });
  return tries.slice(0, MAX_TRIES);
}

/** A suggestion as the words to type: category words first, then the words, then the town. */
export function suggestionText(suggestion: Suggestion, reading: SearchReading): string {
  return [
    ...(suggestion.category ? reading.categoryWords : []),
    ...suggestion.words,
    ...(suggestion.location ? [LOCATION_LABELS[suggestion.location].toLowerCase()] : []),
  ].join(" ");
}
