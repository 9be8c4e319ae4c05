/**
 * The benchmark's data: notices loaded set-based (one INSERT … SELECT FROM json_populate_recordset per 5,000 rows, then
 * comments in one INSERT … SELECT), and the query mixes for the uncached measurements.
 */
import { sql } from "drizzle-orm";
import { CATEGORIES } from "../common/categories";
import { LOCATIONS } from "../common/locations";
import { queryRows, type Db } from "../server/db/client";
import { shippedThesaurus } from "../server/search/thesaurus";
import { BULK_WORDS, buildBulkNotice, seeded } from "../server/test/factories";

const CHUNK = 5_000;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Loads `count` bulk notices and their comments; answers a live notice's id. */
export async function loadNotices(db: Db, count: number, log: (line: string) => void): Promise<number> {
  const now = new Date();
  const started = performance.now();
  for (let i = 0; i < count; i += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - i) }, (_, j) => {
      const row = buildBulkNotice(i + j, now) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v]));
    });
    const columns = sql.raw(Object.keys(rows[0]).join(", "));
    await db.execute(
      sql`insert into notices (${columns}) select ${columns} from json_populate_recordset(null::notices, ${JSON.stringify(rows)}::json)`,
    );
    if ((i / CHUNK) % 20 === 19 || i + CHUNK >= count) {
      const done = Math.min(i + CHUNK, count);
      log(
        `  ${done.toLocaleString("en-GB")} notices (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  await db.execute(sql`insert into comments (notice_id, author_name, author_email, content, status)
    select n.id, 'Neighbour', 'neighbour' || k || '@example.org',
      'Good question, we have been wondering the same round here.', case when k = 3 then 'pending' else 'approved' end
    from notices n cross join lateral generate_series(0, n.id % 4) k
    where n.category = 'discussion' and n.id % 2 = 0`);
  const [live] = await queryRows<{ id: number }>(
    db,
    sql`select min(id) as id from notices where status = 'active'`,
  );
  return Number(live.id);
}

const STOP = new Set([
  "the",
  "and",
  "for",
  "in",
  "at",
  "a",
  "of",
  "to",
  "on",
  "by",
  "with",
  "if",
  "is",
  "be",
  "we",
  "our",
]);

/** 1,000 searches a visitor might type: single words, words and towns, two-word phrases, half-typed words. */
export function searchMix(): string[] {
  const rand = seeded(20_261_123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const words = bulkWords();
  const things = Object.values(BULK_WORDS).flatMap((w) => w.things);
  const towns = LOCATIONS.map((l) => l.replace(/_/g, " "));
  const searches = new Set<string>();
  while (searches.size < 1_000) {
    const roll = rand();
    if (roll < 0.3) searches.add(pick(words));
    else if (roll < 0.55) searches.add(`${pick(things)} ${pick(towns)}`);
    else if (roll < 0.75) searches.add(`${pick(words)} ${pick(words)}`);
    else if (roll < 0.9) searches.add(pick(things));
    else {
      const word = pick(words);
      searches.add(word.slice(0, Math.max(3, Math.ceil(word.length * 0.6))));
    }
  }
  return [...searches];
}

/** List queries without search: every category × town × order, pages 1–5, each one different. */
export function listMix(): string[] {
  const rand = seeded(1_123);
  const lists: string[] = [];
  for (const category of ["", ...CATEGORIES]) {
    for (const location of ["", ...LOCATIONS]) {
      const sorts =
        category === "items_for_sale" ? ["newest", "price_low", "price_high"] : ["newest", "oldest"];
      for (const sort of sorts) {
        const page = 1 + Math.floor(rand() * 5);
        const params = new URLSearchParams({ page: String(page), limit: "8", sort });
        if (category) params.set("category", category);
        if (location) params.set("location", location);
        lists.push(params.toString());
      }
    }
  }
  return lists;
}

/**
 * Lists and searches around a town (issue 39): `within` 5–25 miles of each town, a category or none, each order, pages
 * 1–3; and searches that say it in words ("table near ludlow", "pram within 10 miles of wem"). Each one different.
 */
export function withinMix(): { lists: string[]; searches: string[] } {
  const rand = seeded(39_039);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const towns = LOCATIONS.filter((l) => l !== "all_shropshire");
  const lists = new Set<string>();
  while (lists.size < 400) {
    const params = new URLSearchParams({
      page: String(1 + Math.floor(rand() * 3)),
      limit: "8",
      location: pick(towns),
      within: String(pick([5, 10, 15, 25])),
      sort: pick(["newest", "oldest", "most_viewed"]),
    });
    const category = pick(["", ...CATEGORIES]);
    if (category) params.set("category", category);
    lists.add(params.toString());
  }
  const things = Object.values(BULK_WORDS).flatMap((w) => w.things);
  const searches = new Set<string>();
  while (searches.size < 400) {
    const town = pick(towns).replace(/_/g, " ");
    const thing = pick(things).toLowerCase();
    searches.add(
      rand() < 0.6 ? `${thing} near ${town}` : `${thing} within ${pick([5, 10, 20])} miles of ${town}`,
    );
  }
  return { lists: [...lists], searches: [...searches] };
}

/** The words of the bulk notices' things and lines, lower case (the board's vocabulary in the benchmark). */
function bulkWords(): string[] {
  return [
    ...new Set(
      Object.values(BULK_WORDS)
        .flatMap((w) => [...w.things, ...w.lines])
        .flatMap((text) => text.toLowerCase().split(/[^a-z]+/))
        .filter((w) => w.length > 2 && !STOP.has(w)),
    ),
  ];
}

/** Misspelt searches (issue 21): a word of 5 letters or more with two neighbouring letters swapped or one dropped. */
export function typoMix(): string[] {
  const rand = seeded(20_261_125);
  const words = bulkWords().filter((w) => w.length >= 5);
  const searches = new Set<string>();
  for (const word of words) {
    const at = 1 + Math.floor(rand() * (word.length - 2));
    searches.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
    searches.add(word.slice(0, at) + word.slice(at + 1));
  }
  return [...searches].filter((s) => !words.includes(s));
}

/**
 * Searches by another word for a thing on the board (issue 21): the other terms and narrower words of every shipped
 * thesaurus group that holds one of the bulk notices' things or words.
 */
export function synonymMix(): string[] {
  const onBoard = new Set([...bulkWords(), ...Object.values(BULK_WORDS).flatMap((w) => w.things)]);
  const searches = new Set<string>();
  for (const group of shippedThesaurus()) {
    const words = [...group.terms, ...group.narrower];
    if (words.some((w) => onBoard.has(w))) for (const w of words) if (!onBoard.has(w)) searches.add(w);
  }
  return [...searches];
}
