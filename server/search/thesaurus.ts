/**
 * The search thesaurus (issue 21). The shipped groups live in thesaurus.txt beside this file and are written into
 * synonym_groups at start-up (a group a moderator changed or removed is left alone; see ensureShippedSynonyms);
 * moderators' groups live only there. Search reads the table through loadThesaurus, which keeps the groups stemmed in
 * memory and reloads them when the table changes, so a moderator's change counts from the next search on.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { foldAccents } from "./edit-distance";

/** From the repository root, so the compiled server (dist/node) finds it as the TypeScript source does. */
export const THESAURUS_FILE = new URL("../../server/search/thesaurus.txt", import.meta.url);

export interface ThesaurusLine {
  /** The first term: the group's key in the table (shipped_key). */
  key: string;
  terms: string[];
  narrower: string[];
}

/** The words of a term as search splits a query: lower case, apostrophes dropped, split at anything but letters and digits. */
export function termWords(term: string): string[] {
  return term
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const cleanTerm = (term: string) => termWords(term).join(" ");

/** The groups of a thesaurus file: one a line, "term, term > narrower, narrower"; "#" starts a comment. */
export function parseThesaurus(text: string): ThesaurusLine[] {
  const groups: ThesaurusLine[] = [];
  const keys = new Set<string>();
  for (const [i, raw] of text.split("\n").entries()) {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) continue;
    const [termPart, narrowerPart = ""] = line.split(">");
    const list = (part: string) => [...new Set(part.split(",").map(cleanTerm).filter(Boolean))];
    const terms = list(termPart);
    const narrower = list(narrowerPart).filter((n) => !terms.includes(n));
    if (!terms.length || terms.length + narrower.length < 2)
      throw new Error(`thesaurus line ${i + 1}: fewer than two words`);
    if (keys.has(terms[0])) throw new Error(`thesaurus line ${i + 1}: a second group "${terms[0]}"`);
    keys.add(terms[0]);
    groups.push({ key: terms[0], terms, narrower });
  }
  return groups;
}

let shipped: ThesaurusLine[] | undefined;
export function shippedThesaurus(): ThesaurusLine[] {
  shipped ??= parseThesaurus(fs.readFileSync(THESAURUS_FILE, "utf8"));
  return shipped;
}

const textArray = (values: readonly string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/**
 * Writes the shipped groups into synonym_groups: new ones added, changed ones updated while still `shipped`; a group a
 * moderator changed (source `moderator`) or removed (a tombstone) is left as it is. Safe to run from several servers.
 */
export async function ensureShippedSynonyms(db: Executor): Promise<void> {
  const groups = await shippedGroupsToWrite(db, shippedThesaurus());
  for (let i = 0; i < groups.length; i += 200) {
    const rows = groups
      .slice(i, i + 200)
      .map((g) => sql`(${textArray(g.terms)}, ${textArray(g.narrower)}, 'shipped', ${g.key})`);
    await db.execute(sql`insert into synonym_groups (terms, narrower, source, shipped_key)
      values ${sql.join(rows, sql`, `)}
      on conflict (shipped_key) do update set terms = excluded.terms, narrower = excluded.narrower, updated_at = now()
      where synonym_groups.source = 'shipped' and synonym_groups.removed_at is null
        and (synonym_groups.terms <> excluded.terms or synonym_groups.narrower <> excluded.narrower)`);
  }
}

/**
 * The shipped groups ensureShippedSynonyms would change: those missing from the table, and those still `shipped` and live
 * whose words differ. Reading 541 rows costs far less than writing them at every start.
 */
async function shippedGroupsToWrite(db: Executor, groups: ThesaurusLine[]): Promise<ThesaurusLine[]> {
  const rows = await queryRows<{ key: string; kept: boolean; terms: string[]; narrower: string[] }>(
    db,
    sql`select shipped_key as key, source = 'shipped' and removed_at is null as kept, terms, narrower
      from synonym_groups where shipped_key is not null`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  return groups.filter((g) => {
    const row = byKey.get(g.key);
    if (!row) return true;
    return row.kept && (!same(row.terms, g.terms) || !same(row.narrower, g.narrower));
  });
}

/** Writes the shipped groups when the table has none of them (a new database, or one emptied by the tests). */
export async function ensureShippedSynonymsOnce(db: Executor): Promise<void> {
  const [row] = await queryRows<{ shipped: boolean }>(
    db,
    sql`select exists(select 1 from synonym_groups where shipped_key is not null) as shipped`,
  );
  if (!row.shipped) await ensureShippedSynonyms(db);
}

/**
 * Words a notice writes with their accents as often as without: a term written plain is asked of notices in both forms
 * ("cafe assistant" finds a "Café assistant"). A term written with its accents is asked without them already.
 */
const ACCENTED: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cafe: "café",
    cafes: "cafés",
    creche: "crèche",
    creches: "crèches",
    decor: "décor",
    fiance: "fiancé",
    fiancee: "fiancée",
    puree: "purée",
    soiree: "soirée",
  }),
);
const withAccents = (term: string) =>
  termWords(term)
    .map((w) => ACCENTED.get(w) ?? w)
    .join(" ");

/** A term as stems: the English lexemes of its words in order ("vacuum cleaners" → vacuum, cleaner). */
export type Stems = string[];

export interface ThesaurusGroup {
  id: number;
  terms: Stems[];
  narrower: Stems[];
}

export interface ThesaurusEntry {
  group: ThesaurusGroup;
  /** True when the matched words are one of the group's narrower words. */
  narrower: boolean;
}

export interface Thesaurus {
  /** Stems of an accent-free term joined by spaces → the groups holding it. */
  byStems: Map<string, ThesaurusEntry[]>;
  /** The most words of any term. */
  longest: number;
  /** Each term of one word, accent-free as written → its stem (typo corrections against the thesaurus's words). */
  oneWordTerms: Map<string, string>;
}

interface Kept {
  version: string;
  thesaurus: Thesaurus;
}
const kept = new WeakMap<object, Kept>();

/** English lexemes of each word (none for a stop word). */
export async function stemWords(db: Executor, words: readonly string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(words)];
  const stems = new Map<string, string[]>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await queryRows<{ w: string; s: string[] }>(
      db,
      sql`select u.w, tsvector_to_array(to_tsvector('english', u.w)) as s from unnest(${textArray(unique.slice(i, i + 1000))}) as u(w)`,
    );
    for (const row of rows) stems.set(row.w, row.s);
  }
  return stems;
}

/** How the synonym_groups table stands: every write gives a row a new xmin, and a removal changes the count. */
export interface ThesaurusVersion {
  n: number | string;
  shipped: number | string;
  tx: number | string | null;
}

/** One JSON value saying how synonym_groups stands (see ThesaurusVersion), to ask beside other things. */
export const thesaurusVersionSql = sql`json_build_object('n', count(*), 'shipped', count(shipped_key),
  'tx', sum(xmin::text::bigint)) from synonym_groups`;

/**
 * The thesaurus as search uses it: the live groups, stemmed, kept until the table changes. `known`: how the table
 * stands, when the caller has just asked (see thesaurusVersionSql).
 */
export async function loadThesaurus(db: Executor, known?: ThesaurusVersion): Promise<Thesaurus> {
  const version = async () => {
    const [row] = await queryRows<{ v: ThesaurusVersion | string }>(
      db,
      sql`select (select ${thesaurusVersionSql}) as v`,
    );
    return typeof row.v === "string" ? (JSON.parse(row.v) as ThesaurusVersion) : row.v;
  };
  let state = known ?? (await version());
  if (Number(state.shipped) === 0) {
    // A fresh (or emptied) table: the shipped groups first.
    await ensureShippedSynonyms(db);
    state = await version();
  }
  const key = `${state.n}:${state.tx ?? 0}`;
  const loaded = kept.get(db);
  if (loaded?.version === key) return loaded.thesaurus;
  const rows = await queryRows<{ id: number; terms: string[]; narrower: string[] }>(
    db,
    sql`select id, terms, narrower from synonym_groups where removed_at is null order by id`,
  );
  const words = rows.flatMap((r) =>
    [...r.terms, ...r.narrower].flatMap((t) => [
      ...termWords(t),
      ...termWords(foldAccents(t)),
      ...termWords(withAccents(t)),
    ]),
  );
  const stems = await stemWords(db, words);
  const stemsOf = (term: string) => termWords(foldAccents(term)).flatMap((w) => stems.get(w) ?? []);
  const asWritten = (term: string) => termWords(term).flatMap((w) => stems.get(w) ?? []);
  // A term of several words that its stop words leave as one ("stand up", "off licence", "handed in") would be asked of
  // notices as that word alone: a comedy night would find a TV stand, a wine shop a driving licence. It is left out;
  // its group's other terms still answer.
  const faithful = (term: string) => termWords(term).length < 2 || stemsOf(term).length > 1;
  // A term is asked of notices as written, without its accents ("café" and "cafe") and with them (ACCENTED).
  const variants = (list: string[]) => {
    const seen = new Map<string, Stems>();
    for (const term of list.filter(faithful))
      for (const s of [asWritten(term), stemsOf(term), asWritten(withAccents(term))])
        if (s.length) seen.set(s.join(" "), s);
    return [...seen.values()];
  };
  const byStems = new Map<string, ThesaurusEntry[]>();
  const oneWordTerms = new Map<string, string>();
  let longest = 1;
  for (const row of rows) {
    const group: ThesaurusGroup = {
      id: row.id,
      terms: variants(row.terms),
      narrower: variants(row.narrower),
    };
    const index = (list: Stems[], narrower: boolean) => {
      for (const s of list.filter((l) => l.length)) {
        const k = s.join(" ");
        const entries = byStems.get(k) ?? [];
        if (!entries.some((e) => e.group === group)) entries.push({ group, narrower });
        byStems.set(k, entries);
        longest = Math.max(longest, s.length);
      }
    };
    index(row.terms.filter(faithful).map(stemsOf), false);
    index(row.narrower.filter(faithful).map(stemsOf), true);
    for (const term of [...row.terms, ...row.narrower]) {
      const written = termWords(foldAccents(term));
      const stem = stemsOf(term);
      if (written.length === 1 && stem.length === 1) oneWordTerms.set(written[0], stem[0]);
    }
  }
  const thesaurus = { byStems, longest, oneWordTerms };
  kept.set(db, { version: key, thesaurus });
  return thesaurus;
}
