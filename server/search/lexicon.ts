/**
 * The lexicon tier of search (issue 39): words the curated thesaurus lacks, from WordNet 3.1's nouns
 * (lexicon.txt, built by scripts/build-lexicon.ts). For a word or a phrase of up to three words it gives the other
 * words of its two commonest senses (synonyms: "pushchair" → pram, stroller) and, for its commonest sense, the words
 * of a close parent and that parent's other children (sister terms: "rowing boat" → dinghy; "dinghy" → canoe, skiff).
 * A parent with many children is no close parent ("seat" holds chairs and toilet seats): it is left out. British
 * spellings come first, and the stop list keeps out words whose senses mislead on a noticeboard.
 */
import fs from "node:fs";
import { britishSpellings, isAmericanSpelling } from "./british-spellings";

/** From the repository root, so the compiled server (dist/node) finds it as the TypeScript source does. */
export const LEXICON_FILE = new URL("../../server/search/lexicon.txt", import.meta.url);

/** A parent with more children than this is too broad for its children to be sister terms. */
const MAX_SISTERS = 10;
/**
 * A sense with more children than this is too broad to offer them. A thing's kinds are what a visitor means by it
 * ("bird": WordNet's 26 kinds of bird, the parrot among them), whereas sisters share only a parent.
 */
const MAX_CHILDREN = 30;
/** At most this many words of each kind for one term (before asking which the board holds). */
const MAX_SYNONYMS = 8;
const MAX_RELATIVES = 48;
/** The longest phrase looked up. */
export const LEXICON_LONGEST = 3;

/**
 * Words the lexicon neither expands nor offers: on a noticeboard their WordNet senses mislead ("free" is no "release",
 * a "lot" is no "batch", a "sale" is no "cut-rate sale", "help" no "assistant"), or they name everything at once.
 */
export const LEXICON_STOP = new Set([
  // An alpaca is wool to WordNet too, whose sister terms bring fleeces and rugs.
  "alpaca",
  "alpacas",
  "thing",
  "things",
  "item",
  "stuff",
  "lot",
  "set",
  "piece",
  "sale",
  "free",
  "offer",
  "wanted",
  "help",
  "work",
  "home",
  "house",
  "room",
  "good",
  "goods",
  "service",
  "event",
  "class",
  "group",
  "club",
  "meeting",
  "time",
  "day",
  "week",
  "people",
  "person",
  "man",
  "woman",
  "child",
  "kid",
  "family",
  "lost",
  "found",
  "new",
  "old",
  "part",
  "unit",
  "kit",
  "gear",
  "equipment",
  "article",
  "object",
  "whole",
  "block",
  "box",
  "case",
  "bit",
  "deal",
  "way",
  "place",
  "space",
  "top",
  "side",
  "end",
  "point",
  "line",
  "rest",
  "host",
  "match",
  "ground",
  "primer",
]);

/**
 * Words only Americans use for a thing the board names otherwise ("stroller" is a pushchair here). Spellings are
 * british-spellings.ts's: "tire", "color" or "catalog" beside tyre, colour or catalogue.
 */
const AMERICAN = new Set([
  "diaper",
  "stroller",
  "baby carriage",
  "baby buggy",
  "apartment",
  "faucet",
  "flashlight",
  "sidewalk",
  "truck",
  "cookie",
  "candy",
  "vacation",
  "yard",
  "fall",
  "trash",
  "garbage",
  "mail",
  "pants",
  "sweater",
  "rowboat",
  "armoire",
  "checkers",
  "closet",
  "cell phone",
  "movie",
  "railroad car",
  "check",
]);

/** `words` with the British spelling of each pair first, and the words only Americans use last. */
export function britishFirst(words: readonly string[]): string[] {
  const all = new Set(words);
  const american = (w: string) =>
    AMERICAN.has(w) || isAmericanSpelling(w) || britishSpellings(w).some((british) => all.has(british));
  return [...words.filter((w) => !american(w)), ...words.filter(american)];
}

/**
 * Lines of one text, kept as the text and where each line starts and ends; a line is cut out when it is read. The
 * lexicon's 105,000 lines as strings of their own held 6.4 MB of the server's heap; the text and its offsets hold
 * 3.3 MB.
 */
export class TextLines {
  private constructor(
    private readonly text: string,
    private readonly starts: Int32Array,
    private readonly ends: Int32Array,
  ) {}

  /** The lines of `text` that `keep` keeps, in order. */
  static of(text: string, keep: (text: string, start: number, end: number) => boolean): TextLines {
    const starts: number[] = [];
    const ends: number[] = [];
    for (let start = 0; start < text.length;) {
      const newline = text.indexOf("\n", start);
      const end = newline < 0 ? text.length : newline;
      if (keep(text, start, end)) {
        starts.push(start);
        ends.push(end);
      }
      start = end + 1;
    }
    return new TextLines(text, Int32Array.from(starts), Int32Array.from(ends));
  }

  get length(): number {
    return this.starts.length;
  }

  /** Line `i` (from 0), or undefined past the ends. */
  at(i: number): string | undefined {
    return i >= 0 && i < this.starts.length ? this.text.slice(this.starts[i], this.ends[i]) : undefined;
  }

  /** The lines from `from` on (a view: nothing is copied). */
  from(from: number): TextLines {
    return new TextLines(this.text, this.starts.subarray(from), this.ends.subarray(from));
  }

  /** The lines before `to` (a view). */
  before(to: number): TextLines {
    return new TextLines(this.text, this.starts.subarray(0, to), this.ends.subarray(0, to));
  }

  /** The first line that starts with `char`, or -1. */
  findIndexStartingWith(char: string): number {
    for (let i = 0; i < this.starts.length; i++) if (this.text[this.starts[i]] === char) return i;
    return -1;
  }
}

interface Lexicon {
  /** Line `id` is sense `id`: `id|words|parent ids|child ids`. */
  senses: TextLines;
  /** `=word|id:rank,…`, sorted by word. */
  words: TextLines;
}

let loaded: Lexicon | undefined;

function loadLexicon(): Lexicon {
  if (loaded) return loaded;
  const lines = TextLines.of(
    fs.readFileSync(LEXICON_FILE, "utf8"),
    (text, start, end) => end > start && text[start] !== "#",
  );
  const first = lines.findIndexStartingWith("=");
  loaded = { senses: lines.before(first), words: lines.from(first) };
  return loaded;
}

/** Reads the lexicon now (a start-up warm-up: the first search then pays nothing). */
export function warmLexicon(): void {
  loadLexicon();
}

/**
 * The senses of `word` as [id, rank], commonest first, by binary search of the sorted words; undefined for a word the
 * lexicon does not hold, none for a word it holds without a sense it keeps ("ring": lexicon.txt's `=ring|`).
 */
function sensesOf(word: string): [number, number][] | undefined {
  const { words } = loadLexicon();
  let lo = 0;
  let hi = words.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const line = words.at(mid) ?? "";
    const bar = line.indexOf("|");
    const at = line.slice(1, bar);
    if (at === word) {
      const refs = line.slice(bar + 1);
      return refs
        ? refs
            .split(",")
            .map((ref) => ref.split(":").map(Number) as [number, number])
            .sort((a, b) => a[1] - b[1])
        : [];
    }
    if (at < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** Whether the lexicon holds `word` (as it is: no singular sought), with senses or as a singular it keeps none of. */
export function holdsWord(word: string): boolean {
  return sensesOf(word) !== undefined;
}

interface Sense {
  /** Its words that may be offered for another word: not those mostly met as adjectives, adverbs or verbs. */
  words: string[];
  parents: number[];
  children: number[];
}

function sense(id: number): Sense {
  const [, words = "", parents = "", children = ""] = (loadLexicon().senses.at(id) ?? "").split("|");
  const ids = (text: string) => (text ? text.split(" ").map(Number) : []);
  // `~solid`, `~fell`: more an adjective, adverb or verb than a noun (scripts/build-lexicon.ts). "glass" (matter) would
  // offer its sister "solid", which on a noticeboard describes an oak table, and "leather" a fell (a hide).
  const offered = words ? words.split(",").filter((w) => !w.startsWith("~")) : [];
  return { words: offered, parents: ids(parents), children: ids(children) };
}

/** The singular forms a plural may have ("dinghies" → dinghy, "benches" → bench, "prams" → pram). */
export function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (/(s|x|z|ch|sh)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Whether word `w` of sense `id` is offered as a relative: a single word only when that is its commonest sense, since
 * a notice uses it that way ("trampoline"'s sister "bars", the gymnast's, would find the pub's bar); a phrase means one
 * thing ("rowing boat").
 */
function meant(w: string, id: number): boolean {
  if (w.includes(" ")) return true;
  // Search matches stems, so a plural stands for its singular too: "bars" (the gymnast's) is also "bar" (the pub's),
  // and "rings" also "ring", a word whose commonest senses the lexicon does not keep (a sound, a shape).
  const forms = singulars(w)
    .map((form) => ({ form, senses: sensesOf(form) }))
    .filter(({ form, senses }) => form === w || senses !== undefined);
  return forms.every(({ senses = [] }) => senses.some(([senseId, rank]) => senseId === id && rank === 1));
}

/**
 * The roots of games and sports: the commonest senses of "athletics" (sport) and "game" (an activity). A kind of
 * either offers only its synonyms: its sisters and kinds are other games, which nobody searching one wants ("ice
 * hockey" is no boxing nor football, and to WordNet rugby is a kind of football), where a boat's are other boats.
 */
const GAME_ROOTS = ["athletics", "game"];
/** How far up a sense's parents are followed to meet a root (ice hockey → contact sport → sport). */
const GAME_DEPTH = 8;

let gameRoots: Set<number> | undefined;
function isGameOrSport(id: number): boolean {
  gameRoots ??= new Set(
    GAME_ROOTS.flatMap((w) => (sensesOf(w) ?? []).filter(([, r]) => r === 1).map(([s]) => s)),
  );
  let level = [id];
  for (let depth = 0; depth < GAME_DEPTH && level.length; depth++) {
    if (level.some((s) => gameRoots!.has(s))) return true;
    level = level.flatMap((s) => sense(s).parents);
  }
  return false;
}

export interface LexiconEntry {
  /** The term as the lexicon holds it ("rowing boat"). */
  term: string;
  synonyms: string[];
  /** Sister terms, a close parent's words, a narrow sense's children. */
  relatives: string[];
}

/** What the lexicon holds for a word or phrase (its last word may be plural); undefined when nothing. */
export function lookUpLexicon(words: readonly string[]): LexiconEntry | undefined {
  if (!words.length || words.length > LEXICON_LONGEST || words.some((w) => LEXICON_STOP.has(w)))
    return undefined;
  const head = words.slice(0, -1).join(" ");
  for (const last of singulars(words[words.length - 1])) {
    const term = head ? `${head} ${last}` : last;
    const found = LEXICON_STOP.has(term) ? [] : (sensesOf(term) ?? []);
    if (!found.length) continue;
    const synonyms = new Set<string>();
    const relatives = new Set<string>();
    for (const [id, rank] of found) {
      const own = sense(id);
      own.words.forEach((w) => synonyms.add(w));
      if (rank !== 1 || isGameOrSport(id)) continue;
      for (const parent of own.parents) {
        const { words: parentWords, children: siblings } = sense(parent);
        if (siblings.length > MAX_SISTERS) continue;
        parentWords.forEach((w) => meant(w, parent) && relatives.add(w));
        siblings
          .filter((s) => s !== id)
          .forEach((s) => sense(s).words.forEach((w) => meant(w, s) && relatives.add(w)));
      }
      if (own.children.length <= MAX_CHILDREN)
        own.children.forEach((c) => sense(c).words.forEach((w) => meant(w, c) && relatives.add(w)));
    }
    const keep = (w: string) => w !== term && !LEXICON_STOP.has(w);
    const syn = britishFirst([...synonyms].filter(keep)).slice(0, MAX_SYNONYMS);
    const rel = britishFirst([...relatives].filter((w) => keep(w) && !synonyms.has(w))).slice(
      0,
      MAX_RELATIVES,
    );
    if (syn.length || rel.length) return { term, synonyms: syn, relatives: rel };
  }
  return undefined;
}
