/**
 * A search page at a million notices (docs/decisions/0007-lists-at-scale.md): the newest matches of a list are found
 * by walking its newest rows while matches are common, and from the full-text index within a window of recent rows
 * when they are not, so either way only a few hundred rows are read, whatever the word.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows, runsSideBySide, type Executor } from "../db/client";
import {
  distanceRankOf,
  RANKED_CANDIDATES,
  readsTownByTown,
  rowsOfList,
  shareOfBoardInReach,
  relevanceOf,
  searchQuery,
  whereOf,
  withPlan,
  type NoticeListFilter,
} from "./notice-list-repository";
import { indexedSearchQuery } from "./search-words-repository";

/** How many of a list's newest rows the first step reads, testing each against the search. */
export const SEARCH_WALK = 500;

/**
 * A search whose walk met a match in every WALK_ON_SHARE rows or more walks on rather than reading its matches from
 * the full-text index: a word with synonyms ("walking": walk, ramble, hike, stroll, guided walk…) matches one notice in
 * sixteen at a million, and its list in the index (64,000 rows, phrases rechecked) cost 47 ms to read, while its
 * hundred newest matches come within 2,500 rows of the order index. At one in thirty the walk is 7,500 rows.
 */
const WALK_ON_SHARE = 30;

/**
 * Past a million rows a search walks on at a lower share than WALK_ON_SHARE: reading its matches from the full-text
 * index costs about as much per posting (every notice holding one of its words, at any date) as the walk costs per
 * WALK_COST_RATIO rows read and tested, so the walk on to `need` matches (need / share rows) wins while the share is
 * above √(WALK_COST_RATIO × need / rows). At a million notices "cleaner" (cleaning, house cleaning, home help) matched
 * 16 of the newest 500: its 100 newest matches cost 105 ms from the index (39,665 postings) and 31 ms walked.
 */
const WALK_COST_RATIO = 2.4;

/** The notices table's rows as the planner last counted them (pg_class), asked at most once a minute. */
const tableRows = new WeakMap<Executor, { rows: number; at: number }>();
async function rowsOfTable(db: Executor): Promise<number> {
  const kept = tableRows.get(db);
  if (kept && Date.now() - kept.at < 60_000) return kept.rows;
  const [row] = await queryRows<{ rows: number | string }>(
    db,
    sql`select greatest(reltuples, 0) as rows from pg_class where oid = 'notices'::regclass`,
  );
  const rows = Number(row?.rows ?? 0);
  tableRows.set(db, { rows, at: Date.now() });
  return rows;
}

const timeOf = (value: string | Date) => new Date(value).getTime();

/**
 * When the oldest live notice was posted (a row still marked active though its date has passed included), asked at
 * most once a minute: a window reaching past it holds every row, and is asked as none.
 */
const oldestLive = new WeakMap<Executor, { at: number; oldest: number | undefined }>();
async function oldestLiveNotice(db: Executor): Promise<number | undefined> {
  const kept = oldestLive.get(db);
  if (kept && Date.now() - kept.at < 60_000) return kept.oldest;
  const [row] = await queryRows<{ oldest: string | Date | null }>(
    db,
    sql`select min(created_at) as oldest from notices where status = 'active'`,
  );
  const oldest = row?.oldest ? timeOf(row.oldest) : undefined;
  oldestLive.set(db, { at: Date.now(), oldest });
  return oldest;
}

/**
 * A list of no more rows than this is searched from the full-text index at once, without walking its newest rows
 * first: the walk would read most of it (SEARCH_WALK rows, one page each), while the index reads only the matches.
 */
const SMALL_LIST = 2_000;

/**
 * The rows of each list (its category, towns and featured flag; any search), as its last walk measured them, kept a
 * minute: a list's size changes slowly, while a request reads its list more than once (a phrase, then its words apart;
 * the nearby towns) and the next request often reads it again.
 */
const listSizes = new WeakMap<Executor, Map<string, { rows: number; at: number }>>();
const listKeyOf = (f: NoticeListFilter) =>
  JSON.stringify([f.category, f.location, f.within, f.notLocation, f.featured]);
function knownListRows(db: Executor, filter: NoticeListFilter): number | undefined {
  const kept = listSizes.get(db)?.get(listKeyOf(filter));
  return kept && Date.now() - kept.at < 60_000 ? kept.rows : undefined;
}
function noteListRows(db: Executor, filter: NoticeListFilter, rows: number): void {
  let sizes = listSizes.get(db);
  if (!sizes || sizes.size > 1_000) {
    sizes = new Map<string, { rows: number; at: number }>();
    listSizes.set(db, sizes);
  }
  sizes.set(listKeyOf(filter), { rows, at: Date.now() });
}

/** The widest window asked of the order index; a search rarer than that has few enough matches to read them all. */
const MAX_WINDOW_ROWS = 50_000;

/** Deeper pages than this many matches take the older way (the sample-chosen plan with an offset). */
export const MAX_NEWEST_MATCHES = 2_000;

/**
 * The orders the newest matches serve: newest and oldest first, and relevance (the newest matches, ranked). A list
 * reaching nearby towns only in relevance order among its ranked candidates (the newest matches across the towns,
 * ranked town by town): in another order, or past them, it goes town by town, where the sample-chosen plan serves it.
 */
export function servesSearchPage(filter: NoticeListFilter, offset: number, limit: number): boolean {
  if (!filter.search) return false;
  if (filter.within) return filter.sort === "relevance" && offset + limit <= RANKED_CANDIDATES;
  return ["relevance", "newest", "oldest"].includes(filter.sort) && offset + limit <= MAX_NEWEST_MATCHES;
}

interface NewestMatches {
  /** The first `need` matches in the list's order (newest first, or oldest first). */
  ids: number[];
  /** True when `ids` holds every match of the list: then their number is the exact count. */
  complete: boolean;
  /** The share of the walked rows that matched: how common the search is. */
  rate: number;
  /**
   * Every match's number, when the last statement read them all (no window): it sorted them all to find the newest,
   * so counting them there cost nothing more.
   */
  total?: number;
}

interface WalkedRow {
  id: number;
  created_at: string | Date;
  hit: boolean;
  rn: number | string;
}

/**
 * The first `need` matches in the list's order. Walks its first SEARCH_WALK rows (the order index, each row tested);
 * when those hold too few, estimates how many rows hold `need` matches from the walk's match rate and its time span,
 * and collects the matches of that window from the full-text index (the index ANDed with the order index's range),
 * widening the window when it held too few, until the last try has no window at all. A list that a walk measured as
 * small (SMALL_LIST) is not walked: its matches come from the index at once. `onFurther`: told the first walk's match
 * rate when the search reads on past it (the caller starts its count then, beside the rest).
 */
async function findNewestMatches(
  db: Executor,
  filter: NoticeListFilter,
  now: Date,
  need: number,
  match: SQL,
  onFurther?: (rate: number) => void,
  /**
   * Wanted with the matches: their number up to this many. Where the count must wait for the search (the embedded
   * database), a list whose walk says it holds no more matches than this reads them all at once, counted as they are.
   */
  countTo?: number,
): Promise<NewestMatches> {
  const q = filter.match ?? searchQuery(filter.search ?? []);
  const newestFirst = filter.sort !== "oldest";
  const dir = sql.raw(newestFirst ? "desc" : "asc");
  const order = sql`n.created_at ${dir}, n.id ${dir}`;
  // A list reaching a few towns is walked town by town, each town's newest rows from its own index, merged in order:
  // along the whole board's index the walk read ten rows for each of theirs (545 ms to walk on for "walking groups"
  // near Market Drayton, two towns, at a million notices).
  const byTown = readsTownByTown(filter);
  // Every match, in order, counted as they are sorted (there is no window to hold them), or those of a window.
  const collect = async (window?: SQL) => {
    const found = await withPlan<{ id: number; total?: number | string }>(
      db,
      "bitmap",
      // The towns within reach are tested on each match (whereOf's testTowns): in the index's conditions each town
      // would read the words' postings again.
      sql`select n.id${window ? sql`` : sql`, count(*) over () as total`} from notices n
        where ${whereOf(filter, now, match, true)}${window ?? sql``} order by ${order} limit ${need}`,
    );
    return { ids: found.map((r) => Number(r.id)), total: Number(found[0]?.total ?? 0) };
  };
  const known = knownListRows(db, filter);
  if (known !== undefined && known <= SMALL_LIST) {
    const all = await collect();
    return {
      ids: all.ids,
      complete: all.ids.length < need,
      rate: all.total / Math.max(known, 1),
      total: all.total,
    };
  }
  const walk = (rows: number) =>
    withPlan<WalkedRow>(
      db,
      byTown ? "ordered" : "index",
      byTown
        ? sql`select w.id, w.created_at, w.hit, w.rn from (
            select u.id, u.created_at, u.search @@ ${q} as hit,
              row_number() over (order by u.created_at ${dir}, u.id ${dir}) as rn
            from (${rowsOfList({ ...filter, search: undefined }, now, sql`n.id, n.created_at, n.search`, { order, limit: rows })}) u
            order by u.created_at ${dir}, u.id ${dir} limit ${rows}
          ) w where w.hit or w.rn = 1 or w.rn = ${rows} limit ${need + 1}`
        : sql`select w.id, w.created_at, w.hit, w.rn from (
            select n.id, n.created_at, n.search @@ ${q} as hit, row_number() over (order by ${order}) as rn
            from notices n where ${whereOf({ ...filter, search: undefined }, now)} order by ${order} limit ${rows}
          ) w where w.hit or w.rn = 1 or w.rn = ${rows} limit ${need + 1}`,
    );
  let walkRows = SEARCH_WALK;
  let walked = await walk(walkRows);
  let hits = walked.filter((r) => r.hit).map((r) => Number(r.id));
  const further = hits.length < need && walked.some((r) => Number(r.rn) === walkRows);
  if (further) onFurther?.(hits.length / walkRows);
  // A common word just short of enough: walking on is cheaper than its long list in the full-text index. Many towns
  // within reach are walked along the board's index, which reads the other towns' rows too: their share of the
  // board's places discounts the walk's rate.
  const walkOnShare = further
    ? Math.max(WALK_ON_SHARE, Math.sqrt((await rowsOfTable(db)) / (WALK_COST_RATIO * need)))
    : WALK_ON_SHARE;
  const townsShare = byTown ? 1 : shareOfBoardInReach(filter);
  if (further && hits.length * townsShare * walkOnShare >= SEARCH_WALK) {
    walkRows = Math.ceil((1.5 * need * SEARCH_WALK) / hits.length);
    walked = await walk(walkRows);
    hits = walked.filter((r) => r.hit).map((r) => Number(r.id));
  }
  const lastRead = Number(walked.at(-1)?.rn ?? 0);
  if (hits.length >= need) return { ids: hits.slice(0, need), complete: false, rate: need / lastRead };
  const first = walked.find((r) => Number(r.rn) === 1);
  const last = walked.find((r) => Number(r.rn) === walkRows);
  const rate = hits.length / walkRows;
  if (!first || !last) {
    // The walk read the whole list.
    noteListRows(db, filter, first ? walkRows : 0);
    return { ids: hits, complete: true, rate };
  }

  const msPerRow = Math.max(Math.abs(timeOf(first.created_at) - timeOf(last.created_at)), 1_000) / walkRows;
  let rows = (2 * need * walkRows) / (hits.length + 1);
  // Nothing is older than the oldest live notice, nor newer than now.
  const end = newestFirst ? await oldestLiveNotice(db) : now.getTime();
  // The list's rows, at the walk's pace from its first row to the end, and so its matches at the walk's rate (one more
  // counted, so that a walk with none does not promise none). Reading them all and counting them as they come costs
  // one look in the full-text index; a window and then the count cost two (at 100,000 notices "pine wardrobe" near
  // Wellington: 31 ms for a window's hundred, 32 for the count, in turn).
  const listRows = end === undefined ? Infinity : Math.abs(timeOf(first.created_at) - end) / msPerRow;
  if (Number.isFinite(listRows)) noteListRows(db, filter, listRows);
  const allAtOnce = countTo !== undefined && ((hits.length + 1) / walkRows) * listRows <= countTo;
  for (let attempt = 0; ; attempt++) {
    const edge = new Date(timeOf(first.created_at) + (newestFirst ? -1 : 1) * rows * msPerRow);
    // A window of more rows costs more to mark out in the order index than reading all the matches would; one
    // reaching past the list's end holds all of them anyway (at 100,000 notices "care assistant" in Ludlow, a rare
    // match, asked the full-text index three times, 30 ms each, two windows wider than Ludlow's notices, then none).
    const past = end !== undefined && (newestFirst ? edge.getTime() <= end : edge.getTime() >= end);
    const open = attempt === 2 || rows > MAX_WINDOW_ROWS || past || allAtOnce;
    if (open) {
      const all = await collect();
      return { ids: all.ids, complete: all.ids.length < need, rate, total: all.total };
    }
    const { ids } = await collect(
      newestFirst ? sql` and n.created_at >= ${edge}` : sql` and n.created_at <= ${edge}`,
    );
    if (ids.length >= need) return { ids, complete: false, rate };
    // Too few: the window's own match rate says how much wider it must be.
    rows = (2 * need * rows) / (ids.length + 1);
  }
}

/** `ids` in order of relevance (relevanceOf), newest first among equals; within miles of a town, nearest town first. */
async function rankIds(db: Executor, ids: readonly number[], filter: NoticeListFilter): Promise<number[]> {
  if (!ids.length) return [];
  const town = filter.location && filter.within ? sql`${distanceRankOf(filter)}, ` : sql``;
  const rows = await withPlan<{ id: number }>(
    db,
    undefined,
    // The hundred ids as one array (their own numbers, read from the table): a hundred parameters cost the embedded
    // database a quarter of this statement's time to pass and parse.
    sql`select n.id from notices n where n.id = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])
      order by ${town}${relevanceOf(filter)} desc, n.created_at desc, n.id desc`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Counts a search's matches up to `cap`. A common search over the whole board is counted along the table, where its
 * matches come at once, when walking to `cap` matches costs less than its postings in the full-text index (the share
 * of matching rows above √(WALK_COST_RATIO × cap / rows): one in 20 at a million notices, where "places", one in 25,
 * took 79–88 ms walked); anything else from the full-text index (ANDed with the category or town index), which then
 * reads only the matches.
 */
async function countMatches(
  db: Executor,
  filter: NoticeListFilter,
  now: Date,
  cap: number,
  rate: number,
  match: SQL,
): Promise<number> {
  // Over the whole board a common word's first thousand matches lie in the first few hundred pages of the table.
  const everywhere = !filter.category && !filter.location && !filter.featured;
  const walks =
    everywhere && rate > 0 && rate >= Math.sqrt((WALK_COST_RATIO * cap) / (await rowsOfTable(db)));
  const plan = walks ? "index" : "bitmap";
  const [row] = await withPlan<{ total: number | string }>(
    db,
    plan,
    sql`select count(*) as total from (select 1 from notices n where ${whereOf(filter, now, match, plan === "bitmap")} limit ${cap + 1}) m`,
  );
  return Number(row.total);
}

/**
 * One page of a search in newest, oldest or relevance order, and its count up to `cap` (none when `cap` is undefined:
 * the count is already known). Relevance ranks the newest RANKED_CANDIDATES matches; past them the order goes on
 * newest first, which is the candidates' own order beyond them, so Load More never repeats or skips a notice.
 */
export async function findSearchPage(
  db: Executor,
  filter: NoticeListFilter,
  now: Date,
  limit: number,
  offset: number,
  cap: number | undefined,
): Promise<{ ids: number[]; total?: number }> {
  const match = filter.match ?? (await indexedSearchQuery(db, filter.search ?? []));
  if (!match) return cap === undefined ? { ids: [] } : { ids: [], total: 0 };
  const ranked = filter.sort === "relevance" && offset < RANKED_CANDIDATES;
  const need = ranked ? Math.max(RANKED_CANDIDATES, offset + limit) : offset + limit;
  // The count needs only the search's match rate: when the first walk of the newest rows holds too few matches, the
  // count starts at once beside the rest of the search (on a server, on a second connection), rather than after it:
  // at a million notices "dog" (its thesaurus group of 33 words) took 119 ms to find and then 73 to count. The
  // embedded database runs one statement at a time: there the count waits for the search, which for a rare search
  // holds every match and so is its count (at 100,000 notices a town's count from the index took 10–35 ms).
  let counting: Promise<number> | undefined;
  const startCount = (rate: number) => {
    counting = countMatches(db, filter, now, cap ?? 0, rate, match);
    // Answered after the search when it proves to hold every match; a failure is then the search's too.
    counting.catch(() => {});
  };
  const matches = await findNewestMatches(
    db,
    filter,
    now,
    need,
    match,
    cap === undefined || !runsSideBySide(db) ? undefined : startCount,
    cap === undefined || runsSideBySide(db) ? undefined : cap,
  );
  // The ranking and the count are independent: on a server they run side by side on two connections.
  const [order, total] = await Promise.all([
    ranked
      ? rankIds(db, matches.ids.slice(0, RANKED_CANDIDATES), filter).then((candidates) => [
          ...candidates,
          ...matches.ids.slice(RANKED_CANDIDATES),
        ])
      : matches.ids,
    cap === undefined
      ? undefined
      : matches.complete
        ? matches.ids.length
        : (matches.total ?? counting ?? countMatches(db, filter, now, cap, matches.rate, match)),
  ]);
  const ids = order.slice(offset, offset + limit);
  return total === undefined ? { ids } : { ids, total };
}
