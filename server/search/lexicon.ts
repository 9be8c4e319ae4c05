/**
 * The search lexicon (issue 39): WordNet 3.1's nouns a noticeboard deals in, generated into lexicon.txt by
 * scripts/build-lexicon.ts. A tier below the curated thesaurus and above typo corrections: a word the thesaurus does
 * not hold finds the words that mean the same in one of its senses, then its sister terms (the other kinds under the same
 * close parent: dinghy ↔ skiff under "small boat"). Terms of up to three words match as phrases.
 */
import fs from "node:fs";

export const LEXICON_FILE = new URL("../../server/search/lexicon.txt", import.meta.url);

export interface LexiconEntry {
  synonyms: string[];
  sisters: string[];
}

let lexicon: Map<string, LexiconEntry> | undefined;
let longest = 1;

/** Term (lower case, words separated by one space) → what it may also be called, across its senses. */
export function loadLexicon(): Map<string, LexiconEntry> {
  if (lexicon) return lexicon;
  const map = new Map<string, LexiconEntry>();
  for (const raw of fs.readFileSync(LEXICON_FILE, "utf8").split("\n")) {
    if (!raw || raw.startsWith("#")) continue;
    const [termPart, sisterPart = ""] = raw.split(" > ");
    const terms = termPart.split(", ").map((t) => t.replace(/-/g, " ").replace(/'/g, ""));
    const sisters = sisterPart
      ? sisterPart.split(", ").map((t) => t.replace(/-/g, " ").replace(/'/g, ""))
      : [];
    for (const term of terms) {
      longest = Math.max(longest, term.split(" ").length);
      const entry = map.get(term) ?? { synonyms: [], sisters: [] };
      for (const t of terms) if (t !== term && !entry.synonyms.includes(t)) entry.synonyms.push(t);
      for (const s of sisters) if (s !== term && !entry.sisters.includes(s)) entry.sisters.push(s);
      map.set(term, entry);
    }
  }
  lexicon = map;
  return map;
}

/** The most words of a lexicon term. */
export function lexiconLongest(): number {
  loadLexicon();
  return longest;
}

/** The entry of `words` as typed (folded, lower case), or of its singular ("dinghies", "boats"). */
export function lexiconEntry(words: readonly string[]): LexiconEntry | undefined {
  const map = loadLexicon();
  const term = words.join(" ");
  const singulars = [
    term,
    term.replace(/ies$/, "y"),
    term.replace(/(?<=(s|x|ch|sh))es$/, ""),
    term.replace(/s$/, ""),
  ];
  for (const t of singulars) {
    const entry = map.get(t);
    if (entry) return entry;
  }
  return undefined;
}
