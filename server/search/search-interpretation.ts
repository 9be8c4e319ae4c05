/**
 * What a search box's words mean (issue 21): the town and category among them (query-places.ts), then, for the words
 * left, what each may match in a notice, in tiers: the word itself (its stem, its accented and unaccented forms, the
 * compound written joined or apart), the words a half-typed last word begins, the thesaurus's words that mean the same,
 * its narrower and broader words, and — for a word the board has never seen — the board's words within the typo
 * allowance. The words are ANDed, each matching any of its forms; the tiers rank the matches (search-ranking.ts).
 * Everything is asked of the vocabulary at query time, so the thesaurus can change without reindexing.
 */
import { sql } from "drizzle-orm";
import type { Category } from "../../common/categories";
import type { Location } from "../../common/locations";
import { queryRows, type Executor } from "../db/client";
import { editDistance, foldAccents, singleLetters, typoAllowance } from "./edit-distance";
import { holdsWord, LEXICON_LONGEST, lookUpLexicon, warmLexicon, type LexiconEntry } from "./lexicon";
import { britishSpellings } from "./british-spellings";
import { misspeltTownName, readPlaces } from "./query-places";
import { TRADE_WORDS } from "./trade-words";
import {
  ensureShippedSynonyms,
  loadThesaurus,
  thesaurusVersionSql,
  type Stems,
  type Thesaurus,
  type ThesaurusVersion,
} from "./thesaurus";

/** How much a match of each tier weighs: the words as typed, then stems … corrected typos last. */
export const TIERS = {
  exact: 10,
  prefix: 9,
  synonym: 6,
  narrower: 5,
  broader: 4,
  /** The lexicon (lexicon.ts): a synonym within a sense, then a sister term under a close parent. */
  lexicon: 3,
  lexiconSister: 2.5,
  typo: 2,
  typoSynonym: 1,
} as const;

/** A prefix that begins more written words than this is asked of the index as a prefix. */
const MAX_COMPLETIONS = 64;
/** The distance of a correction that only writes a letter once for twice or twice for once (nearestWords). */
const DOUBLED_LETTER = 0.5;
/** At most this many corrections of one word (the nearest ones). */
const MAX_CORRECTIONS = 6;
/** The most of a lexicon term's relatives (sisters, kinds) a search asks for, of those the board holds. */
const MAX_RELATIVES_ON_BOARD = 12;

/** A half-typed word this long or longer may be the start of a word of the thesaurus. */
const MIN_THESAURUS_PREFIX = 4;
/** Parts of a compound word ("woodburner" = wood + burner) have at least this many letters. */
const MIN_PART = 3;
/**
 * Words that name a kind of anyone or anything ("warehouse worker", "cleaning staff", "admin assistant", "computer
 * help", "garden open day"), when or how a thing happens ("quiz evening", "pottery course", "hiking trails", "local
 * plumber", "courier work", "laundry service") or that it is wanted ("cook wanted", "bar staff needed"): beside a word
 * that says what is wanted they are passed over like stop words, so a notice need not use them ("warehouse worker"
 * finds the warehouse operative). Alone, or inside a phrase of the thesaurus ("quiz night", "bonfire night"), they are
 * searched as any word is.
 */
const GENERIC_WORDS = new Set([
  "worker",
  "workers",
  "assistant",
  "assistants",
  "helper",
  "helpers",
  "help",
  "staff",
  "person",
  "people",
  "man",
  "men",
  "woman",
  "women",
  "lady",
  "ladies",
  "day",
  "days",
  "thing",
  "things",
  "stuff",
  "item",
  "items",
  "night",
  "nights",
  "evening",
  "evenings",
  "class",
  "classes",
  "course",
  "courses",
  "session",
  "sessions",
  "trail",
  "trails",
  "local",
  "wanted",
  "needed",
  "required",
  "seeking",
  "sought",
  "wtd",
  "group",
  "groups",
  "fresh",
  "homemade",
  "work",
  "working",
  "service",
  // Second-hand is what a noticeboard sells: "used car" is a car, however its notice says it.
  "used",
  // How a visitor asks, not what for: "does anyone know a good handyman", "someone to do the garden", "buy plants",
  // "jobs going".
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "know",
  "recommend",
  "recommended",
  "recommendation",
  "recommendations",
  "good",
  "decent",
  "reliable",
  "buy",
  "buying",
  "looking",
  "need",
  "needs",
  "going",
  "please",
  // "can someone…": a stop word to the dictionary, but the lexicon holds a tin can.
  "can",
]);

/**
 * A trade's name and its field's ("therapist" / therapy, "tree surgeon" / tree surgery, "photographer" / photography,
 * "joiner" / joinery, "carpenter" / carpentry, "upholsterer" / upholstery): the stemmer keeps them apart, so a search
 * for one also asks for the other, written as the board writes it (only forms on the board count); each pair of
 * endings works both ways. One of the two must name a trade (trade-words.ts, or the last word of one): a "cooker" is not
 * sought as cookery, nor a "slipper" as slippery.
 */
const TRADE_AND_FIELD: readonly [string, string][] = [
  ["ist", "y"],
  ["ist", "istry"],
  ["eon", "ery"],
  ["er", "ery"],
  ["er", "y"],
  ["ter", "try"],
  ["erer", "ery"],
];
/** The trades' words, and the last word of each trade of several ("tree surgeon": surgeon). */
const TRADE_NAMES = new Set([...TRADE_WORDS].map((trade) => trade.split(" ").at(-1)!));
/** The other forms of `word` by TRADE_AND_FIELD, either way (words of 5 letters or more). */
export function tradeAndField(word: string): string[] {
  if (word.length < 5) return [];
  const forms = TRADE_AND_FIELD.flatMap(([trade, field]) => [
    ...(word.endsWith(trade) ? [word.slice(0, -trade.length) + field] : []),
    ...(word.endsWith(field) ? [word.slice(0, -field.length) + trade] : []),
  ]);
  return [...new Set(forms)].filter(
    (form) => form !== word && (TRADE_NAMES.has(word) || TRADE_NAMES.has(form)),
  );
}

/** Plurals the stemmer does not join to their singular, in both directions ("children" / child). */
const IRREGULAR_NUMBER: readonly [string, string][] = [
  ["child", "children"],
  ["mouse", "mice"],
  ["goose", "geese"],
  ["tooth", "teeth"],
  ["foot", "feet"],
  ["ox", "oxen"],
];

/**
 * The word's other number where English does not simply add an s and the stemmer keeps the two apart: "bookshelves"
 * stems to bookshelv, "bookshelf" to bookshelf, so neither found the other; the same for knife / knives, loaf / loaves,
 * handyman / handymen, child / children ("childrens"). Only forms the board writes count (the caller asks the board),
 * so "gloves" is never read as a "glof".
 */
export function otherNumber(word: string): string[] {
  // A possessive typed without its apostrophe ("childrens", "mens") is the plural.
  const forms = IRREGULAR_NUMBER.flatMap(([one, many]) =>
    word === one ? [many] : word === many || word === `${many}s` ? [one, many] : [],
  );
  if (word.length >= 6 && word.endsWith("mens")) forms.push(word.slice(0, -4) + "man", word.slice(0, -1));
  if (word.length >= 5 && word.endsWith("ves")) forms.push(word.slice(0, -3) + "f", word.slice(0, -3) + "fe");
  else if (word.length >= 4 && word.endsWith("fe")) forms.push(word.slice(0, -2) + "ves");
  else if (word.length >= 4 && word.endsWith("f") && !word.endsWith("ff"))
    forms.push(word.slice(0, -1) + "ves");
  if (word.length >= 5 && word.endsWith("man")) forms.push(word.slice(0, -3) + "men");
  else if (word.length >= 5 && word.endsWith("men")) forms.push(word.slice(0, -3) + "man");
  return forms;
}

/**
 * One form a word may take in a notice: a lexeme, a phrase (its lexemes in order, side by side or one word apart, the
 * room a stop word takes: "chest of drawers"), lexemes anywhere, or a prefix.
 */
export interface Form {
  kind: "lexeme" | "phrase" | "all" | "prefix";
  lexemes: string[];
}

/** The words matched together (one word, or a phrase of the thesaurus), and their forms by tier weight. */
export interface Slot {
  typed: string[];
  /** Where its words stood among the words given. */
  positions: number[];
  tiers: Map<number, Form[]>;
}

export interface SearchReading {
  /** The words left for the text match, as typed, and where they stood among the words given. */
  words: string[];
  wordIndices: number[];
  location?: Location;
  /** Miles around the town the words asked for ("near ludlow"). */
  within?: number;
  category?: Category;
  townWords: string[];
  categoryWords: string[];
  /** Where the town's words (with "in", "near …" before it) and the category's words stood among the words given. */
  townIndices: number[];
  categoryIndices: number[];
  slots: Slot[];
  /**
   * The slots as the full-text index is asked them: without the forms that hold a word no notice has (onTheBoard).
   * They match the same notices; the ranking still weighs every form of `slots`.
   */
  indexSlots: Slot[];
  /** True when some word can match nothing on the board: the search answers nothing. */
  hopeless: boolean;
  /** Where the words stand that the board has never seen and that have no correction within the allowance. */
  unknownWords: number[];
  /**
   * A category the words name inside a phrase of the thesaurus, which therefore is not read as the category ("odd
   * jobs" are a service; "cleaning job" is a phrase too): where the phrase as a phrase finds nothing, the list reads
   * it as this category and the other words (notice-list-service.ts).
   */
  phraseCategory?: { category: Category; indices: number[] };
  /**
   * Reads the words apart, each alone, when they hold a phrase of the thesaurus or the lexicon: where the phrase as a
   * phrase finds nothing, the list reads them so ("guitar teacher", a phrase, finds "Guitar tuition" as guitar and a
   * teacher's synonym). Undefined when a word alone can match nothing.
   */
  readApart?: () => Promise<{ slots: Slot[]; indexSlots: Slot[] } | undefined>;
}

interface Lookup {
  k: string;
  stems: string[];
  accents: string[];
  known: boolean;
}

const lexemeText = (lexeme: string, title: boolean, prefix = false) =>
  `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${prefix ? ":*" : ""}${title ? (prefix ? "A" : ":A") : ""}`;

/** A form as tsquery text; `title` restricts it to the title's words (weight A). */
export function formText(form: Form, title = false): string {
  switch (form.kind) {
    case "lexeme":
      return lexemeText(form.lexemes[0], title);
    case "prefix":
      return lexemeText(form.lexemes[0], title, true);
    case "phrase":
      return `(${phraseGaps(form.lexemes.length - 1)
        .map((gaps) =>
          form.lexemes.map((l, i) => (i ? `${gaps[i - 1]} ` : "") + lexemeText(l, title)).join(" "),
        )
        .join(" | ")})`;
    case "all":
      return `(${form.lexemes.map((l) => lexemeText(l, title)).join(" & ")})`;
  }
}

/** Each way `n` gaps may be next-word (<->) or one word apart (<2>); a phrase of four words or more only the first. */
function phraseGaps(n: number): string[][] {
  if (n > 2) return [Array.from({ length: n }, () => "<->")];
  let ways: string[][] = [[]];
  for (let i = 0; i < n; i++)
    ways = ways.flatMap((w) => [
      [...w, "<->"],
      [...w, "<2>"],
    ]);
  return ways;
}

/** A term of the thesaurus or the lexicon: a lexeme, or a phrase (issue 39: phrases match as phrases). */
const formOfStems = (stems: Stems): Form =>
  stems.length === 1 ? { kind: "lexeme", lexemes: stems } : { kind: "phrase", lexemes: stems };

const formKey = (form: Form) => `${form.kind}:${form.lexemes.join(" ")}`;

function addForms(slot: Slot, weight: number, forms: Form[]): void {
  const list = slot.tiers.get(weight) ?? [];
  const seen = new Set(list.map(formKey));
  for (const form of forms) {
    if (!form.lexemes.length || seen.has(formKey(form))) continue;
    seen.add(formKey(form));
    list.push(form);
  }
  if (list.length) slot.tiers.set(weight, list);
}

/** The tsquery text matching any form of every slot; `minWeight` keeps only the tiers weighing at least that. */
export function matchText(slots: readonly Slot[], minWeight = 0): string | null {
  const parts: string[] = [];
  for (const slot of slots) {
    const forms = [...slot.tiers].filter(([w]) => w >= minWeight).flatMap(([, list]) => list);
    if (!forms.length) return null;
    parts.push(`(${[...new Set(forms.map((f) => formText(f)))].join(" | ")})`);
  }
  return parts.join(" & ");
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

interface LookupRow extends Lookup {
  completions: string[];
  thesaurus: ThesaurusVersion | string;
}

/**
 * In one statement: the stems, accented forms and whether the board knows each entry (an accent-free word or
 * compound), the lexemes of the written words `prefix` begins (null when too many: then it is asked as a prefix), and
 * the thesaurus table's version.
 */
async function lookUp(
  db: Executor,
  entries: readonly { k: string; f: string }[],
  prefix: string,
): Promise<{ lookups: Map<string, Lookup>; completions: string[] | null; version: ThesaurusVersion }> {
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<LookupRow>(
    db,
    sql`select q.k, tsvector_to_array(to_tsvector('english', q.f)) as stems,
        array(select distinct s.lexeme from search_terms s where s.plain = q.f and s.lexeme is not null) as accents,
        (exists(select 1 from search_terms s where s.plain = q.f)
          or exists(select 1 from search_words w where w.word = any(tsvector_to_array(to_tsvector('english', q.f))))) as known,
        (select array(select s.lexeme from search_terms s where s.plain like ${like} and s.lexeme is not null
          limit ${MAX_COMPLETIONS + 1})) as completions,
        (select ${thesaurusVersionSql}) as thesaurus
      from unnest(${textArray(entries.map((e) => e.k))}, ${textArray(entries.map((e) => e.f))}) as q(k, f)`,
  );
  const first = rows[0];
  const version =
    typeof first.thesaurus === "string" ? (JSON.parse(first.thesaurus) as ThesaurusVersion) : first.thesaurus;
  const completions = first.completions.length > MAX_COMPLETIONS ? null : [...new Set(first.completions)];
  return { lookups: new Map(rows.map((r) => [r.k, r])), completions, version };
}

/**
 * The board's written words nearest `word` within `allowed` edits (a swap of two letters is one edit, a wrong first
 * letter two), with their lexemes: all those at the smallest distance found, nearest first.
 */
export async function nearestWords(
  db: Executor,
  word: string,
  allowed: number,
): Promise<{ plain: string; lexeme: string; distance: number }[]> {
  if (allowed < 1) return [];
  // levenshtein counts a swap as two edits: ask for one more, then measure properly.
  const rows = await queryRows<{ plain: string; lexeme: string }>(
    db,
    sql`select plain, min(lexeme) as lexeme from search_terms
      where length(plain) between ${word.length - allowed} and ${word.length + allowed} and lexeme is not null
        and levenshtein_less_equal(plain, ${word}, ${allowed + 1}) <= ${allowed + 1}
      group by plain`,
  );
  const near = rows
    // As in Meilisearch, a wrong first letter counts as two typos: people rarely get it wrong, and a word that
    // differs there is usually another word ("drone" is not "done").
    .map((r) => ({ ...r, distance: editDistance(word, r.plain, allowed) + (r.plain[0] === word[0] ? 0 : 1) }))
    .filter((r) => r.distance <= allowed && r.plain !== word)
    // A letter typed once for twice, or twice for once, is the commonest slip: such a word is nearer than any other
    // at one edit ("clases" is classes before closes, "catery" a cattery before cater).
    .map((r) => (singleLetters(r.plain) === singleLetters(word) ? { ...r, distance: DOUBLED_LETTER } : r));
  const best = Math.min(...near.map((r) => r.distance));
  return near
    .filter((r) => r.distance === best)
    .sort((a, b) => a.plain.localeCompare(b.plain))
    .slice(0, MAX_CORRECTIONS);
}

/**
 * The stems of the thesaurus's one-word terms nearest a word the board has never seen and holds no word near, within
 * the word's allowance, nearest first: "plummer" is a plumber though the board writes only "plumbing".
 */
function nearestThesaurusTerms(thesaurus: Thesaurus, word: string, allowed: number): string[] {
  if (allowed < 1) return [];
  const near: { stem: string; distance: number }[] = [];
  for (const [written, stem] of thesaurus.oneWordTerms) {
    if (written === word || Math.abs(written.length - word.length) > allowed) continue;
    const edits = editDistance(word, written, allowed) + (written[0] === word[0] ? 0 : 1);
    const distance = singleLetters(written) === singleLetters(word) ? DOUBLED_LETTER : edits;
    if (distance <= allowed) near.push({ stem, distance });
  }
  const best = Math.min(...near.map((n) => n.distance));
  return [...new Set(near.filter((n) => n.distance === best).map((n) => n.stem))]
    .sort()
    .slice(0, MAX_CORRECTIONS);
}

/** The slot's thesaurus forms for a term of `stems`: its group's words, narrower words, or broader ones. */
function addThesaurus(slot: Slot, thesaurus: Thesaurus, stems: Stems, typo: boolean): boolean {
  const entries = thesaurus.byStems.get(stems.join(" ")) ?? [];
  for (const { group, narrower } of entries) {
    if (typo) addForms(slot, TIERS.typoSynonym, [...group.terms, ...group.narrower].map(formOfStems));
    else if (narrower) addForms(slot, TIERS.broader, group.terms.map(formOfStems));
    else {
      addForms(slot, TIERS.synonym, group.terms.map(formOfStems));
      addForms(slot, TIERS.narrower, group.narrower.map(formOfStems));
    }
  }
  return entries.length > 0;
}

/**
 * A start-up warm-up, so the first visitor's search costs what any other does (about 600 ms at a million notices
 * otherwise): the shipped thesaurus joined to the moderators' groups, the lexicon's file read (2.7 MB), the thesaurus
 * loaded and stemmed, and one search read, which prepares its statements.
 */
export async function warmSearch(db: Executor): Promise<void> {
  await ensureShippedSynonyms(db);
  warmLexicon();
  await readSearch(db, ["sofa"]);
}

/**
 * Reads a search's words (searchWords' output: lower case, letters and digits). The last word may be half-typed.
 */
export async function readSearch(db: Executor, typedWords: readonly string[]): Promise<SearchReading> {
  const folded = typedWords.map(foldAccents);
  const entries: { k: string; f: string }[] = [];
  // Each word's trade or field (TRADE_AND_FIELD), asked of the board with the words.
  const derived = folded.map(tradeAndField);
  // The town each word may misspell ("oswestri"), asked of the board by its own spelling.
  const misspeltTowns = folded.map(misspeltTownName);
  folded.forEach((f, i) => {
    entries.push({ k: `w${i}`, f });
    if (typedWords[i] !== f) entries.push({ k: `t${i}`, f: typedWords[i] });
    if (i + 1 < folded.length) entries.push({ k: `p${i}`, f: f + folded[i + 1] });
    for (const form of derived[i]) entries.push({ k: `d:${form}`, f: form });
    for (const form of otherNumber(f)) entries.push({ k: `n:${form}`, f: form });
    for (const form of britishSpellings(f)) entries.push({ k: `b:${form}`, f: form });
    const town = misspeltTowns[i];
    if (town) entries.push({ k: `town${i}`, f: town });
    for (let cut = MIN_PART; cut <= f.length - MIN_PART; cut++)
      entries.push(
        { k: `s:${f.slice(0, cut)}`, f: f.slice(0, cut) },
        { k: `s:${f.slice(cut)}`, f: f.slice(cut) },
      );
  });
  // What the lexicon holds for each word and each run of two or three words: its words are asked of the board too.
  const lexicon = new Map<string, LexiconEntry>();
  for (let i = 0; i < folded.length; i++)
    for (let n = 1; n <= Math.min(LEXICON_LONGEST, folded.length - i); n++) {
      // Two words the lexicon writes as one ("hair stylist": hairstylist → hairdresser) stand for it.
      const entry =
        lookUpLexicon(folded.slice(i, i + n)) ??
        (n === 2 ? lookUpLexicon([folded[i] + folded[i + 1]]) : undefined);
      if (!entry) continue;
      lexicon.set(`${i}:${n}`, entry);
      for (const term of [...entry.synonyms, ...entry.relatives])
        for (const word of term.split(" ")) entries.push({ k: `x:${word}`, f: word });
    }
  const unique = [...new Map(entries.map((e) => [e.k, e])).values()];
  const { lookups, completions, version } = await lookUp(db, unique, folded[folded.length - 1] ?? "");
  /** The lexicon's terms for words `from`…`from + n` that the board holds, as forms by tier. */
  const lexiconForms = (from: number, n: number) => {
    const entry = lexicon.get(`${from}:${n}`);
    const onBoard = (terms: string[]): Form[] =>
      terms.flatMap((term) => {
        const words = term.split(" ").map((w) => lookups.get(`x:${w}`));
        if (!words.every((w) => w?.known && w.stems.length)) return [];
        // A word alone whose stem cuts a suffix and is another word stands for that word too: "trampoline"'s sister
        // "exerciser" (stem exercis) would find an exercise bike, "cutting"'s "drilling" (drill) a drill. A stem that
        // is no word gathers only the word's own forms ("hairdresser", "hairdressing": hairdress). In a phrase the
        // words hold each other ("rowing boat").
        const stem = words[0]!.stems[0];
        if (words.length === 1 && stem.length < term.length - 1 && (holdsWord(stem) || holdsWord(`${stem}e`)))
          return [];
        const stems = words.flatMap((w) => w?.stems ?? []);
        return [formOfStems(stems)];
      });
    // Each relative the board holds lengthens every query of the search: a word with many kinds ("shop") keeps the
    // first MAX_RELATIVES_ON_BOARD.
    return {
      synonyms: onBoard(entry?.synonyms ?? []),
      relatives: onBoard(entry?.relatives ?? []).slice(0, MAX_RELATIVES_ON_BOARD),
    };
  };
  const inLexicon = (from: number, n: number) => {
    const forms = lexiconForms(from, n);
    return forms.synonyms.length + forms.relatives.length > 0;
  };
  const thesaurus = await loadThesaurus(db, version);
  const stemsOf = (i: number) => lookups.get(`w${i}`)?.stems ?? [];
  // A run of words is a term of the thesaurus when their stems are (a run of several words needs several stems).
  const inThesaurus = (from: number, to: number) => {
    const stems = folded.slice(from, to).flatMap((_, k) => stemsOf(from + k));
    return stems.length >= Math.min(2, to - from) && thesaurus.byStems.has(stems.join(" "));
  };

  /** The word's synonyms of one word in the thesaurus, as stems ("xmas": christmas, festive). */
  const oneWordSynonyms = (i: number): string[] => {
    const own = stemsOf(i);
    if (own.length !== 1) return [];
    const groups = (thesaurus.byStems.get(own[0]) ?? []).filter((e) => !e.narrower).map((e) => e.group);
    const others = groups.flatMap((g) => g.terms.filter((t) => t.length === 1).map((t) => t[0]));
    return [...new Set(others)].filter((stem) => stem !== own[0]);
  };
  /**
   * The stems of the phrase of the thesaurus that words `from`…`to` make with one of them said another way ("xmas
   * market": christmas market, "kids cycle": kids bike), when they make none as typed. Asked when the phrases are
   * chosen and again for the chosen run's forms: kept for the request.
   */
  const composed = new Map<string, string[] | undefined>();
  const composedPhrase = (from: number, to: number): string[] | undefined => {
    const key = `${from}:${to}`;
    if (composed.has(key)) return composed.get(key);
    const stems = Array.from({ length: to - from }, (_, k) => stemsOf(from + k));
    let found: string[] | undefined;
    if (stems.every((s) => s.length === 1))
      for (let k = 0; k < stems.length && !found; k++)
        for (const other of oneWordSynonyms(from + k)) {
          const phrase = stems.map((s, j) => (j === k ? other : s[0]));
          if (thesaurus.byStems.has(phrase.join(" "))) {
            found = phrase;
            break;
          }
        }
    composed.set(key, found);
    return found;
  };

  // Words inside a phrase of the thesaurus ("odd jobs", "lost property") are not category words.
  const guarded = new Set<number>();
  for (let n = Math.min(thesaurus.longest, folded.length); n >= 2; n--)
    for (let i = 0; i + n <= folded.length; i++)
      if (inThesaurus(i, i + n)) for (let k = i; k < i + n; k++) guarded.add(k);
  // A word the board knows only as a town's own stem is that town misspelt ("oswestri": Oswestry's stem), unless it is
  // the town's name made plural ("wellingtons" are boots).
  const knownWords = new Set(
    folded.filter((f, i) => {
      const word = lookups.get(`w${i}`);
      const name = misspeltTowns[i];
      const town = lookups.get(`town${i}`);
      const plural = f === `${name}s` || f === `${name}es`;
      return word?.known && !(town && !plural && word.stems.join(" ") === town.stems.join(" "));
    }),
  );
  const places = readPlaces(
    folded,
    (w) => knownWords.has(w),
    (i) => guarded.has(i),
  );
  const unguarded = places.category ? undefined : readPlaces(folded, (w) => knownWords.has(w));
  const phraseCategory =
    unguarded?.category && unguarded.categoryIndices.some((i) => guarded.has(i))
      ? { category: unguarded.category, indices: unguarded.categoryIndices }
      : undefined;
  const generic = (i: number) => GENERIC_WORDS.has(folded[i]);
  /** A word the dictionary drops ("the", "it"): it says nothing of what is sought. */
  const stopWord = (i: number) => !lookups.get(`w${i}`)?.stems.length;
  /**
   * The words left to look for once the passed-over ones are left out: all of them, when nothing else is left but
   * stop words ("the help" is help).
   */
  const keptWithout = (passedOver: (i: number) => boolean) =>
    places.indices.some((i) => !passedOver(i) && !stopWord(i))
      ? places.indices.filter((i) => !passedOver(i))
      : places.indices;
  const keptInPhrases = keptWithout((i) => generic(i) && !guarded.has(i));
  // Read apart, a phrase's words are words like any other: "walking group" that found nothing as a phrase is "walking"
  // (a "Gentle health walk"), not "walking" and "group".
  const keptApart = keptWithout(generic);
  const lastTyped = folded.length - 1;

  /**
   * The words' slots: each phrase of the thesaurus or the lexicon as one slot (`phrases`), or each word alone (the
   * reading a phrase falls back on when, as a phrase, it finds nothing).
   */
  const readSlots = async (phrases: boolean) => {
    const kept = phrases ? keptInPhrases : keptApart;
    const slots: Slot[] = [];
    const unknownWords: number[] = [];
    let hopeless = false;
    let phrased = false;
    for (let p = 0; p < kept.length;) {
      // The longest run of kept words that is a term of the thesaurus (adjacent in the query).
      let n = Math.min(thesaurus.longest, kept.length - p);
      for (; n > 1; n--) {
        const run = kept.slice(p, p + n);
        if (!run.every((i, k) => i === run[0] + k)) continue;
        // A phrase of the thesaurus, one of the lexicon with words on the board ("rowing boat"), or two words the board
        // writes as one ("fork lift": a forklift driver).
        if (
          phrases &&
          (inThesaurus(run[0], run[0] + n) ||
            composedPhrase(run[0], run[0] + n) ||
            (n <= LEXICON_LONGEST && inLexicon(run[0], n)))
        ) {
          phrased = true;
          break;
        }
        if (n === 2 && lookups.get(`p${run[0]}`)?.known) break;
      }
      const run = kept.slice(p, p + n);
      p += n;
      const slot: Slot = { typed: run.map((i) => typedWords[i]), positions: run, tiers: new Map() };
      const runStems = run.flatMap(stemsOf);
      // The words themselves: stems, accented forms, written joined ("tea room" = "tearoom").
      const exact = run.map((i) => [
        ...stemsOf(i),
        ...(lookups.get(`t${i}`)?.stems ?? []),
        ...(lookups.get(`w${i}`)?.accents ?? []),
        // Its other number, as the board writes it ("bookshelves" / bookshelf).
        ...otherNumber(folded[i]).flatMap((form) => {
          const other = lookups.get(`n:${form}`);
          return other?.known ? other.stems : [];
        }),
        // Its British spelling, as the board writes it ("mold" / mould, "color" / colour).
        ...britishSpellings(folded[i]).flatMap((form) => {
          const british = lookups.get(`b:${form}`);
          return british?.known ? british.stems : [];
        }),
      ]);
      const perWord = exact.filter((forms) => forms.length);
      if (perWord.length === 1)
        addForms(
          slot,
          TIERS.exact,
          perWord[0].map((l) => ({ kind: "lexeme", lexemes: [l] })),
        );
      else if (perWord.length > 1)
        // A phrase of the thesaurus or the lexicon typed: the phrase itself, not its words anywhere.
        addForms(slot, TIERS.exact, [{ kind: "phrase", lexemes: perWord.map((f) => f[0]) }]);
      if (run.length === 2) {
        const joined = lookups.get(`p${run[0]}`);
        if (joined?.known)
          addForms(
            slot,
            TIERS.exact,
            joined.accents.map((l) => ({ kind: "lexeme", lexemes: [l] })),
          );
      }
      const i = run[0];
      const f = folded[i];
      // A phrase typed with a neighbour's word reads as the thesaurus's phrase ("xmas market": christmas market).
      const asPhrase =
        (run.length > 1 &&
          !inThesaurus(run[0], run[0] + run.length) &&
          composedPhrase(run[0], run[0] + run.length)) ||
        runStems;
      let understood = runStems.length > 0 && addThesaurus(slot, thesaurus, asPhrase, false);
      if (!understood) {
        // Below the curated thesaurus, the lexicon; it counts only when its words are on the board, or the typo
        // tier would never correct a word the lexicon holds ("waker" → walker).
        const { synonyms, relatives } = lexiconForms(run[0], run.length);
        addForms(slot, TIERS.lexicon, synonyms);
        addForms(slot, TIERS.lexiconSister, relatives);
        understood = synonyms.length + relatives.length > 0;
        // A synonym of the lexicon that the thesaurus holds brings the thesaurus's group, at the lexicon's weight: the
        // board may write neither the word nor its synonym ("trucker" → truck driver → lorry driver, HGV driver).
        for (const term of lexicon.get(`${run[0]}:${run.length}`)?.synonyms ?? []) {
          const words = term.split(" ");
          const stems = words.flatMap((w) => lookups.get(`x:${w}`)?.stems ?? []);
          if (stems.length < Math.min(2, words.length)) continue;
          for (const { group } of thesaurus.byStems.get(stems.join(" ")) ?? []) {
            addForms(slot, TIERS.lexicon, group.terms.map(formOfStems));
            understood = true;
          }
        }
      }
      if (run.length === 1) {
        // A trade's field, or a field's trade, as the board writes it (TRADE_AND_FIELD). Unlike the thesaurus, it
        // leaves a word the board never wrote to be corrected too: "catery" is a cattery, not what a cater-y does.
        /** Found as another form of the word (its trade or field, or a compound's parts): still corrected. */
        let derivedFound = false;
        for (const form of derived[i]) {
          const other = lookups.get(`d:${form}`);
          if (!other?.known || !other.stems.length) continue;
          addForms(
            slot,
            TIERS.synonym,
            other.stems.map((l) => ({ kind: "lexeme", lexemes: [l] })),
          );
          derivedFound = true;
        }
        // A compound written joined that the board writes apart ("woodburner" = wood burner, "carboot"). It too leaves
        // the word to be corrected: "greenhose" is a greenhouse more likely than a green hose.
        for (let cut = MIN_PART; cut <= f.length - MIN_PART; cut++) {
          const a = lookups.get(`s:${f.slice(0, cut)}`);
          const b = lookups.get(`s:${f.slice(cut)}`);
          if (a?.known && b?.known && a.stems.length && b.stems.length) {
            addForms(slot, TIERS.exact, [{ kind: "phrase", lexemes: [a.stems[0], b.stems[0]] }]);
            derivedFound = true;
          }
        }
        // A half-typed last word: the written words it begins ("walki" → walking).
        if (i === lastTyped) {
          const stem = stemsOf(i)[0];
          const words = completions;
          if (words === null)
            addForms(slot, TIERS.prefix, [
              { kind: "prefix", lexemes: [f] },
              ...(stem ? [{ kind: "prefix" as const, lexemes: [stem] }] : []),
            ]);
          else
            addForms(
              slot,
              TIERS.prefix,
              words.map((l) => ({ kind: "lexeme", lexemes: [l] })),
            );
          if (words === null || words.length) understood = true;
          else if (f.length >= MIN_THESAURUS_PREFIX) {
            // Not the start of any word on the board: perhaps of a word of the thesaurus ("refrig" → refrigerator).
            const starts = [...thesaurus.byStems.keys()].filter(
              (k) => !k.includes(" ") && (k.startsWith(f) || (stem !== undefined && k.startsWith(stem))),
            );
            for (const k of starts.slice(0, MAX_CORRECTIONS))
              understood = addThesaurus(slot, thesaurus, [k], false) || understood;
          }
        }
        const known =
          (lookups.get(`w${i}`)?.known ?? false) ||
          otherNumber(f).some((form) => lookups.get(`n:${form}`)?.known) ||
          britishSpellings(f).some((form) => lookups.get(`b:${form}`)?.known);
        if (!known && !understood && stemsOf(i).length) {
          // A word the board has never seen: its nearest written words within the allowance.
          const near = await nearestWords(db, f, typoAllowance(f.length));
          addForms(
            slot,
            TIERS.typo,
            near.map((r) => ({ kind: "lexeme", lexemes: [r.lexeme] })),
          );
          for (const r of near) addThesaurus(slot, thesaurus, [r.lexeme], true);
          // Nothing on the board is near it: perhaps a word of the thesaurus is, whose group the board writes.
          const terms = near.length ? [] : nearestThesaurusTerms(thesaurus, f, typoAllowance(f.length));
          // The term itself first ("armchiar": armchairs before the other chairs of its group).
          addForms(
            slot,
            TIERS.typo,
            terms.map((term) => formOfStems([term])),
          );
          for (const term of terms) addThesaurus(slot, thesaurus, [term], true);
          if (!near.length && !terms.length && !derivedFound) {
            unknownWords.push(i);
            // Nothing on the board is near it: the search cannot find anything.
            hopeless = true;
          }
        }
      }
      // A stop word ("the") adds nothing to look for.
      if (slot.tiers.size) slots.push(slot);
    }
    return { slots, indexSlots: await onTheBoard(db, slots), unknownWords, hopeless, phrased };
  };
  const { slots, indexSlots, unknownWords, hopeless, phrased } = await readSlots(true);
  // A phrase's words apart, read when the phrase as a phrase finds nothing (not where the phrase holds the category's
  // word: that reading is phraseCategory's).
  const readApart =
    phrased && !hopeless && !phraseCategory
      ? async () => {
          const apart = await readSlots(false);
          return apart.hopeless ? undefined : { slots: apart.slots, indexSlots: apart.indexSlots };
        }
      : undefined;
  return {
    words: places.words.map((_, k) => typedWords[places.indices[k]]),
    wordIndices: places.indices,
    location: places.location,
    ...(places.within ? { within: places.within } : {}),
    category: places.category,
    townWords: places.townWords,
    categoryWords: places.categoryWords,
    townIndices: places.townIndices,
    categoryIndices: places.categoryIndices,
    slots,
    indexSlots,
    hopeless,
    unknownWords,
    ...(phraseCategory ? { phraseCategory } : {}),
    ...(readApart ? { readApart } : {}),
  };
}

/**
 * `slots` without the forms that hold a word no notice has (search_words holds every word of every notice, and
 * keeps a word once written): the same matches, asked more cheaply. The index pays for every word of a search, found
 * or not: "dog" with its thesaurus group asks for 33 words, of which the board (at a million notices) holds two; the
 * index took 79 ms to answer the 33 and 20 ms to answer the two (its 40,000 matches each tested against every word).
 * A slot none of whose forms is on the board is kept whole (it matches nothing either way); prefixes are kept.
 */
async function onTheBoard(db: Executor, slots: readonly Slot[]): Promise<Slot[]> {
  const words = new Set<string>();
  for (const slot of slots)
    for (const forms of slot.tiers.values())
      for (const form of forms) if (form.kind !== "prefix") for (const l of form.lexemes) words.add(l);
  if (!words.size) return [...slots];
  const found = await queryRows<{ word: string }>(
    db,
    sql`select word from search_words where word = any(${textArray([...words])})`,
  );
  const onBoard = new Set(found.map((r) => r.word));
  if (onBoard.size === words.size) return [...slots];
  return slots.map((slot) => {
    const tiers = new Map<number, Form[]>();
    for (const [weight, forms] of slot.tiers) {
      const kept = forms.filter((f) => f.kind === "prefix" || f.lexemes.every((l) => onBoard.has(l)));
      if (kept.length) tiers.set(weight, kept);
    }
    return tiers.size ? { ...slot, tiers } : slot;
  });
}
