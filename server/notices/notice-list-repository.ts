import { sql, type SQL } from "drizzle-orm";
import type { Category } from "../../common/categories";
import { LOCATIONS, townsWithin, type Location } from "../../common/locations";
import type { ListSortChoice } from "../../common/notice-sorts";
import { queryRows, type Db, type Executor } from "../db/client";
import type { Notice } from "../db/schema";

export type ListSort = ListSortChoice | "relevance";

/** A public list query after normalising: every value here is known to be valid. */
export interface NoticeListFilter {
  category?: Category;
  location?: Location;
  /** Miles around `location`: the towns that near are listed too, nearest town first (issue 39). */
  within?: number;
  /** Towns left out (the nearby notices of a town with few: the town's own are already shown). */
  notLocation?: Location;
  featured: boolean;
  /** Search words made only of letters and digits (see searchWords), so none can carry tsquery syntax. */
  search?: string[];
  sort: ListSort;
  /**
   * What the search matches and how its matches rank, when search read the words (server/search: towns, typos,
   * synonyms); without them the words are matched as they are (searchQuery, as the RSS feed does).
   */
  match?: SQL;
  relevance?: SQL;
}

/** What the public sees: active and not past its expiry (the expiry job may not have run yet). */
export function liveNotice(now: Date, alias = "n"): SQL {
  const a = sql.raw(alias);
  return sql`${a}.status = 'active' and (${a}.expires_at is null or ${a}.expires_at > ${now})`;
}

function isFeaturedNow(now: Date): SQL {
  return sql`n.is_featured and (n.featured_until is null or n.featured_until > ${now})`;
}

/**
 * Every word stemmed (English), ANDed; the last one also as a prefix, stemmed or not, so a half-typed word still
 * matches ("bicy" is stemmed to "bici", which no stored word starts with; unstemmed, it prefixes "bicycl").
 */
export function searchQuery(words: readonly string[]): SQL {
  const last = `${words[words.length - 1]}:*`;
  const lastQuery = sql`(to_tsquery('english', ${last}) || to_tsquery('simple', ${last}))`;
  if (words.length === 1) return lastQuery;
  return sql`(to_tsquery('english', ${words.slice(0, -1).join(" & ")}) && ${lastQuery})`;
}

/**
 * Whether a list reaches more towns than TEST_TOWNS_ABOVE: then the full-text index is asked for the words alone and
 * each match's town tested on the row (whereOf's testTowns), since with the towns among its conditions the index reads
 * the words' postings once per town. For a town or two that is cheaper than testing every match on the board (330
 * against about 100 ms for "farm worker" within 5 miles of Market Drayton, one town, at a million notices).
 */
export function readsManyTowns(filter: NoticeListFilter): boolean {
  return (
    !!filter.location &&
    !!filter.within &&
    townsWithin(filter.location, filter.within).length > TEST_TOWNS_ABOVE
  );
}
const TEST_TOWNS_ABOVE = 5;

/**
 * The list's conditions; a search matches `match` when given (the same words, written for the index: see
 * search-words). `testTowns`: when they are many (readsManyTowns), the towns within reach are tested on each row
 * (`|| ''` keeps the town index out), for a count or candidates from the full-text index: ANDing a bitmap of every
 * notice of nine towns with a search's costs more than the search itself (150 of 210 ms counting "walking" near
 * Telford at a million notices). Only there: the planner cannot estimate the test, and a walk planned with it became
 * a scan of the table (800 ms at 100,000 embedded).
 */
export function whereOf(filter: NoticeListFilter, now: Date, match?: SQL, testTowns = false): SQL {
  testTowns &&= readsManyTowns(filter);
  const parts = [liveNotice(now)];
  if (filter.category) parts.push(sql`n.category = ${filter.category}`);
  if (filter.location && filter.within) {
    const towns = townsWithin(filter.location, filter.within).map((t) => t.location);
    parts.push(
      sql`${testTowns ? sql`(n.location || '')` : sql`n.location`} in (${sql.join(
        towns.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  } else if (filter.location) parts.push(sql`n.location = ${filter.location}`);
  if (filter.notLocation) parts.push(sql`n.location <> ${filter.notLocation}`);
  if (filter.featured) parts.push(isFeaturedNow(now));
  if (filter.search) parts.push(sql`n.search @@ ${match ?? filter.match ?? searchQuery(filter.search)}`);
  return sql.join(parts, sql` and `);
}

/**
 * How many of the newest matches a search ranks by relevance. Ranking every match of a common word means reading and
 * scoring every one of them (a second at a million notices); the newest hundred are what a visitor pages through,
 * and past them the order simply goes on newest first (docs/decisions/0007-lists-at-scale.md).
 */
export const RANKED_CANDIDATES = 100;

/** A list reaching this many towns or fewer is sampled town by town (searchPlanFor). */
const SAMPLE_TOWN_BY_TOWN = 5;

/**
 * Whether a list's rows in order are read town by town (rowsOfList's branches, merged in order): a list reaching
 * SAMPLE_TOWN_BY_TOWN towns or fewer, where walking the whole board's order index would skip most of what it reads.
 */
export function readsTownByTown(filter: NoticeListFilter): boolean {
  const towns = townsInReach(filter);
  return towns > 0 && towns <= SAMPLE_TOWN_BY_TOWN;
}

/** How many towns a list within miles reads (a town left out not counted); 0 without `within`. */
function townsInReach(filter: NoticeListFilter): number {
  if (!filter.location || !filter.within) return 0;
  return townsWithin(filter.location, filter.within).filter((t) => t.location !== filter.notLocation).length;
}

/**
 * The share of the board's rows a walk along the board's order index meets in the towns a list reaches (their share
 * of the board's places; 1 without `within`).
 */
export function shareOfBoardInReach(filter: NoticeListFilter): number {
  const towns = townsInReach(filter);
  return towns ? towns / LOCATIONS.length : 1;
}

/** How many of the newest live notices of a list are sampled to tell a common search from a selective one. */
export const SEARCH_SAMPLE = 3_000;

/**
 * How a search's rows are found. `index`: walk the list's order index and test each row (right when matches are
 * common: the first ones come at once). `bitmap`: collect the matches from the full-text index, then sort them (right
 * when they are few). Left to itself the planner picks the walk whenever a LIMIT is near, and when its estimate of a
 * word pair is too high (the words rarely meet) it walks the whole table: 13 s at a million notices. So the choice is
 * made from a measured sample (searchPlanFor), not from estimates.
 */
export type SearchPlan = "index" | "bitmap";

/** A notice row `n`'s relevance to the search (higher first): search's own, or ts_rank of the words as they are. */
export function relevanceOf(filter: NoticeListFilter): SQL {
  return filter.relevance ?? sql`ts_rank(n.search, ${searchQuery(filter.search ?? [])})`;
}

/** Each order matches an index of schema.ts (created_at/id, view_count/id, category/price/id). */
function orderOf(filter: NoticeListFilter, alias = "n"): SQL {
  const a = sql.raw(alias);
  switch (filter.sort) {
    case "oldest":
      return sql`${a}.created_at asc, ${a}.id asc`;
    case "most_viewed":
      return sql`${a}.view_count desc, ${a}.id desc`;
    case "price_low":
      return sql`${a}.price asc, ${a}.id asc`;
    case "price_high":
      return sql`${a}.price desc, ${a}.id desc`;
    default:
      return sql`${a}.created_at desc, ${a}.id desc`;
  }
}

/** With `within`, the town's distance rank of a notice row (0 for the town itself, then the nearest town's). */
export function distanceRankOf(filter: NoticeListFilter): SQL {
  const towns = townsWithin(filter.location!, filter.within!);
  return sql`(case n.location ${sql.join(
    towns.map((t, i) => sql`when ${t.location} then ${i}`),
    sql` `,
  )} else ${towns.length} end)`;
}

/**
 * The list's rows as `columns` of `n`, with `town_rank` (with `within`, the town's distance rank: 0 for the town itself,
 * then the nearest; 0 otherwise), for the caller to order (as `u`) and cut.
 *
 * With `within` and `branch`, town by town: one branch per town, each read from that town's own index in
 * `branch.order` and cut at `branch.limit`, which PostgreSQL merges (a Merge Append) when they are asked newest first.
 * Asked as one condition over the towns, the same rows came from the whole board's index, skipping every other town's:
 * at a million notices a search's sample read 9,000 rows for 3,000, and a list without a search sorted every live
 * notice of the towns (a sequential scan, 600 ms; issue 39). Without `branch` (a search whose matches come from the
 * full-text index: each branch would read the index again, 16 times for the towns within 20 miles of Shrewsbury), one
 * query tests each match's town; `testTowns` (whereOf) then keeps the towns out of the index's conditions.
 */
export function rowsOfList(
  filter: NoticeListFilter,
  now: Date,
  columns: SQL,
  branch?: { order: SQL; limit?: number },
  testTowns = false,
): SQL {
  if (!filter.location || !filter.within)
    return sql`select ${columns}, 0 as town_rank from notices n where ${whereOf(filter, now)}`;
  if (!branch)
    return sql`select ${columns}, ${distanceRankOf(filter)} as town_rank from notices n where ${whereOf(filter, now, undefined, testTowns)}`;
  const cut = branch.limit === undefined ? sql`` : sql` limit ${branch.limit}`;
  const towns = townsWithin(filter.location, filter.within).filter((t) => t.location !== filter.notLocation);
  return sql.join(
    towns.map(
      (town, rank) => sql`(select ${columns}, ${rank}::int as town_rank from notices n
        where ${whereOf({ ...filter, location: town.location, within: undefined }, now)} order by ${branch.order}${cut})`,
    ),
    sql` union all `,
  );
}

/**
 * A page in the order asked; for relevance, the part of the page that falls among the ranked candidates. `plan`: how a
 * search's matches are found (searchPlanFor); a list reaching nearby towns is read town by town without a search, or
 * with one whose matches are walked (`index`).
 */
export function listQuerySql(
  filter: NoticeListFilter,
  now: Date,
  limit: number,
  offset: number,
  plan?: SearchPlan,
): SQL {
  if (filter.sort === "relevance" && filter.search && offset < RANKED_CANDIDATES) {
    // The newest candidates (across the towns within reach), then the town's own first, then by relevance, computed
    // for the candidates alone. Each candidate's town is tested on the row, whichever way the candidates are found
    // (searchPlanFor): from the full-text index, the towns in the index's conditions made one scan of the index per
    // town (398 against 208 ms for "car boot sale" within 20 miles of Craven Arms, ten towns, at a million notices);
    // walked, they are walked along the board's order index (findNoticeIdsPage keeps the planner to it).
    return sql`select c.id from (
        select u.id, u.created_at, u.town_rank from (${rowsOfList(filter, now, sql`n.id, n.created_at`, undefined, plan !== undefined)}) u
        order by u.created_at desc, u.id desc limit ${RANKED_CANDIDATES}
      ) c join notices n on n.id = c.id
      order by c.town_rank, ${relevanceOf(filter)} desc, c.created_at desc, c.id desc
      limit ${Math.min(limit, RANKED_CANDIDATES - offset)} offset ${offset}`;
  }
  if (filter.location && filter.within) {
    // The town's own rows in the order asked, then the next town's: each town's first offset + limit rows are enough.
    // With a search only where its matches are walked (a town without a match would be read whole); otherwise the
    // full-text index is read once and each match's town tested.
    const columns = sql`n.id, n.created_at, n.view_count, n.price`;
    const byTown = !filter.search || plan === "index";
    const branch = byTown ? { order: orderOf(filter), limit: offset + limit } : undefined;
    return sql`select u.id from (${rowsOfList(filter, now, columns, branch)}) u
      order by u.town_rank, ${orderOf(filter, "u")} limit ${limit} offset ${offset}`;
  }
  return sql`select n.id from notices n where ${whereOf(filter, now)} order by ${orderOf(filter)} limit ${limit} offset ${offset}`;
}

/** Runs `query` with the planner held to one way of finding search matches (see SearchPlan). */
export async function withPlan<T>(
  db: Executor,
  plan: SearchPlan | "ordered" | undefined,
  query: SQL,
): Promise<T[]> {
  if (!plan) return queryRows<T>(db, query);
  return (db as Db).transaction(async (tx) => {
    // One round trip. A bitmap of a common word's matches outgrows the default 4 MB and turns lossy: every row of
    // its pages is then read and tested again, so the bitmap plan gets more memory for its own transaction.
    // `ordered` (a sample of the towns' newest rows) reads each town's index in order: at 100,000 notices the planner
    // would rather scan the table once per town and sort (2.8 s for the 16 towns within 20 miles of Shrewsbury).
    await tx.execute(
      plan === "index"
        ? sql`select set_config('enable_bitmapscan', 'off', true)`
        : plan === "ordered"
          ? sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`
          : sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true),
            set_config('work_mem', '32MB', true)`,
    );
    return queryRows<T>(tx, query);
  });
}

/**
 * For a search (nothing otherwise): `index` when at least one in a hundred of the newest SEARCH_SAMPLE live notices of the
 * list matches (the walk then meets a match every few dozen rows), or when the sample held the whole list (a town's
 * jobs: the walk is as short as the list), else `bitmap`. Answers the sample's matches too, and whether the sample
 * was the whole list: then its matches are the exact count, and a thousand or more of them prove the capped one.
 *
 * A list reaching nearby towns in relevance order is walked along the whole board's index (its towns' rows merged
 * from their own indexes would wait on a town with no match, walking all of its rows first), so there the share that
 * counts is the matches' among the board's rows: the sample's share times the towns' share of the board's places. In
 * another order it is walked town by town (listQuerySql), where the sample's share counts. The sample itself is read
 * town by town when the towns are few (3 within 10 miles of Ludlow: 3,000 rows read, not 20,000); for many towns (16
 * within 20 miles of Shrewsbury) the board's own walk skips few rows, and merging 16 indexes costs more.
 */
export async function searchPlanFor(
  db: Executor,
  filter: NoticeListFilter,
  now: Date,
): Promise<{ plan?: SearchPlan; sampleMatches: number; sampledWholeList: boolean }> {
  if (!filter.search) return { sampleMatches: 0, sampledWholeList: false };
  const towns = townsInReach(filter);
  const byTown = readsTownByTown(filter);
  const newest = sql`n.created_at desc, n.id desc`;
  const rows = rowsOfList(
    { ...filter, search: undefined },
    now,
    sql`n.search, n.created_at, n.id`,
    byTown ? { order: newest } : undefined,
  );
  const [row] = await withPlan<{ sampled: number | string; matches: number | string }>(
    db,
    byTown ? "ordered" : "index",
    sql`select count(*) as sampled, count(*) filter (where w.search @@ ${filter.match ?? searchQuery(filter.search)}) as matches from (
      select u.search from (${rows}) u order by u.created_at desc, u.id desc limit ${SEARCH_SAMPLE}
    ) w`,
  );
  const matches = Number(row.matches);
  const sampledWholeList = Number(row.sampled) < SEARCH_SAMPLE;
  const walkedShare = filter.sort === "relevance" ? shareOfBoardInReach(filter) : 1;
  const common = matches * 100 * walkedShare >= SEARCH_SAMPLE;
  const plan = (sampledWholeList && !towns) || common ? "index" : "bitmap";
  return { plan, sampleMatches: matches, sampledWholeList };
}

/**
 * One page of ids. A relevance page that runs past the ranked candidates is finished from the newest-first order,
 * which is the candidates' own order beyond them, so Load More never repeats or skips a notice.
 */
export async function findNoticeIdsPage(
  db: Executor,
  filter: NoticeListFilter,
  now: Date,
  limit: number,
  offset: number,
  plan?: SearchPlan,
): Promise<number[]> {
  const ranked = filter.sort === "relevance" && filter.search && offset < RANKED_CANDIDATES;
  // A search within miles of a town, ranked and walked: along the board's order index only. The planner cannot
  // estimate the towns' test and, told a phrase matches a hundred notices in a million, scanned the whole table
  // (735 ms for "computer repairs" within 20 miles of Newport).
  const walkedAcrossTowns = ranked && plan === "index" && !!filter.location && !!filter.within;
  const rows = await withPlan<{ id: number }>(
    db,
    walkedAcrossTowns ? "ordered" : plan,
    listQuerySql(filter, now, limit, offset, plan),
  );
  const ids = rows.map((r) => Number(r.id));
  if (!ranked || offset + limit <= RANKED_CANDIDATES || ids.length < RANKED_CANDIDATES - offset) return ids;
  const rest = await withPlan<{ id: number }>(
    db,
    plan,
    listQuerySql(
      { ...filter, sort: "newest" },
      now,
      offset + limit - RANKED_CANDIDATES,
      RANKED_CANDIDATES,
      plan,
    ),
  );
  return [...ids, ...rest.map((r) => Number(r.id))];
}

/**
 * Counts matches, but never more than `cap`: an exact count of a million rows costs a full scan, and nobody pages
 * through a thousand notices. Answers the count (at most `cap`) and whether there were more. `common`: a tenth or more
 * of the list's sampled rows matched the search.
 */
export async function countNotices(
  db: Executor,
  filter: NoticeListFilter,
  now: Date,
  cap: number,
  plan?: SearchPlan,
  common = false,
): Promise<{ total: number; isCapped: boolean }> {
  // A capped count stops at its first cap + 1 matches: from the bitmap that is a few heap pages for a rare word; a
  // common word's bitmap is its whole long list in the index (190 ms for "walking" at a million notices), while read
  // along the list its first thousand matches come within ten thousand rows.
  // From the full-text index, whichever way the page's matches were found, the towns are tested on each match (16
  // towns in the index's conditions: 330 ms counting "open garden" within 20 miles of Shrewsbury at a million).
  const fromIndex = plan !== undefined && !common;
  const [row] = await withPlan<{ total: number | string }>(
    db,
    plan && (common ? "index" : "bitmap"),
    sql`select count(*) as total from (select 1 from notices n where ${whereOf(filter, now, undefined, fromIndex)} limit ${cap + 1}) m`,
  );
  const total = Number(row.total);
  return total > cap ? { total: cap, isCapped: true } : { total, isCapped: false };
}

/** Whether the list has any live notice at all (did-you-mean tries searches until one finds something). */
export async function hasAnyNotice(db: Executor, filter: NoticeListFilter, now: Date): Promise<boolean> {
  // With a search, from the text index: the planner expects a search's forms to match one row in a hundred and walks
  // the table for the first, which for a word of no notice read all 1,000,000 rows (4.4 s for "pushchair" on
  // PostgreSQL, issue 39); the index answers that in a millisecond. A common word's bitmap, though, is its whole list
  // in the index (92 ms for "friendly" at a million notices), while its first match is among the list's newest rows:
  // those are tested first.
  // The first match among them, or else the walk's last row: none at all when the list is shorter than the walk (a
  // category in one town), which then was read whole and holds no match.
  if (filter.search) {
    const walked = await withPlan<{ hit: boolean }>(
      db,
      "index",
      sql`select w.hit from (
        select n.search @@ ${filter.match ?? searchQuery(filter.search)} as hit,
          row_number() over (order by n.created_at desc, n.id desc) as rn
        from notices n where ${whereOf({ ...filter, search: undefined }, now)}
        order by n.created_at desc, n.id desc limit ${FIRST_MATCH_WALK}
      ) w where w.hit or w.rn = ${FIRST_MATCH_WALK} limit 1`,
    );
    if (!walked.length || walked[0].hit) return walked.length > 0;
  }
  const [row] = await withPlan<{ found: boolean }>(
    db,
    filter.search ? "bitmap" : undefined,
    sql`select exists(select 1 from notices n where ${whereOf(filter, now)}) as found`,
  );
  return row.found;
}

/** How many of a list's newest rows are tested for a search's first match before its index is asked (hasAnyNotice). */
const FIRST_MATCH_WALK = 300;

export async function readListVersion(db: Executor): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(
    db,
    sql`select version from notice_list_version where id = 1`,
  );
  return Number(row?.version ?? 0);
}

/** The channel each new list version is announced on at commit (migrations/0025_list-version-notify.sql). */
export const LIST_VERSION_CHANNEL = "notice_list_version";

/**
 * Moves the list version and announces it, as any write to notices or comments does at commit (the bench's way of
 * making every list answer stale without changing a notice).
 */
export async function bumpListVersion(db: Executor): Promise<void> {
  await db.execute(sql`with bumped as (
    update notice_list_version set version = version + 1 where id = 1 returning version
  ) select pg_notify(${LIST_VERSION_CHANNEL}, version::text) from bumped`);
}

/** The next moment a live notice expires or a featuring ends: until then, lists change only through writes. */
export async function findNextListChange(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select least(
      (select min(expires_at) from notices where status = 'active' and expires_at > ${now}),
      (select min(featured_until) from notices where featured_until > ${now} and status = 'active')
    ) as at`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** A public notice row as the SQL below builds it, plus approved comments for discussions. */
export type ListedNoticeRow = Pick<
  Notice,
  | "id"
  | "title"
  | "description"
  | "category"
  | "location"
  | "eventVenue"
  | "price"
  | "imageUrl"
  | "status"
  | "isFeatured"
  | "featureDuration"
  | "eventDate"
  | "externalLink"
  | "viewCount"
  | "createdAt"
  | "expiresAt"
  | "updatedAt"
  | "reservedAt"
> & { commentCount: number | null };

/* One JSON value per query: PGlite turns a JSON text into rows far faster than it parses many typed columns. */
function rowJson(now: Date): SQL {
  return sql`json_build_object(
    'id', n.id, 'title', n.title, 'description', n.description, 'category', n.category, 'location', n.location,
    'eventVenue', n.event_venue, 'price', n.price, 'imageUrl', n.image_url, 'status', n.status,
    'isFeatured', (${isFeaturedNow(now)}), 'featureDuration', n.feature_duration, 'eventDate', n.event_date,
    'externalLink', n.external_link, 'viewCount', n.view_count, 'createdAt', n.created_at,
    'expiresAt', n.expires_at, 'updatedAt', n.updated_at, 'reservedAt', n.reserved_at,
    'commentCount', case when n.category = 'discussion'
      then (select count(*) from comments c where c.notice_id = n.id and c.status = 'approved') end)`;
}

type JsonRow = Omit<ListedNoticeRow, "eventDate" | "createdAt" | "expiresAt" | "updatedAt" | "reservedAt"> & {
  eventDate: string | null;
  reservedAt: string | null;
  createdAt: string;
  expiresAt: string | null;
  updatedAt: string;
};

const toDate = (value: string | null) => (value === null ? null : new Date(value));

function fromJson(row: JsonRow): ListedNoticeRow {
  return {
    ...row,
    price: row.price === null ? null : Number(row.price),
    eventDate: toDate(row.eventDate),
    createdAt: new Date(row.createdAt),
    expiresAt: toDate(row.expiresAt),
    updatedAt: new Date(row.updatedAt),
    reservedAt: toDate(row.reservedAt),
  };
}

/** The live notices of `ids`, in no particular order. */
export async function findListedNotices(
  db: Executor,
  ids: readonly number[],
  now: Date,
): Promise<ListedNoticeRow[]> {
  if (!ids.length) return [];
  const [row] = await queryRows<{ rows: JsonRow[] | string }>(
    db,
    sql`select coalesce(json_agg(${rowJson(now)}), '[]'::json) as rows from notices n
      where n.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${liveNotice(now)}`,
  );
  const rows = typeof row.rows === "string" ? (JSON.parse(row.rows) as JsonRow[]) : row.rows;
  return rows.map(fromJson);
}
