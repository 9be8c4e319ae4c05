import { sql, type SQL } from "drizzle-orm";
import type { Category } from "../../common/categories";
import type { Location } from "../../common/locations";
import { queryRows, type Executor } from "../db/client";
import type { Notice } from "../db/schema";

export const LIST_SORTS = ["newest", "oldest", "most_viewed", "price_low", "price_high"] as const;
export type ListSort = (typeof LIST_SORTS)[number] | "relevance";

/** A public list query after normalising: every value here is known to be valid. */
export interface NoticeListFilter {
  category?: Category;
  location?: Location;
  featured: boolean;
  /** Search words made only of letters and digits (see searchWords), so none can carry tsquery syntax. */
  search?: string[];
  sort: ListSort;
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

function whereOf(filter: NoticeListFilter, now: Date): SQL {
  const parts = [liveNotice(now)];
  if (filter.category) parts.push(sql`n.category = ${filter.category}`);
  if (filter.location) parts.push(sql`n.location = ${filter.location}`);
  if (filter.featured) parts.push(isFeaturedNow(now));
  if (filter.search) parts.push(sql`n.search @@ ${searchQuery(filter.search)}`);
  return sql.join(parts, sql` and `);
}

/** Each order matches an index of schema.ts (created_at/id, view_count/id, category/price/id) or ranks search hits. */
function orderOf(filter: NoticeListFilter): SQL {
  switch (filter.sort) {
    case "oldest":
      return sql`n.created_at asc, n.id asc`;
    case "most_viewed":
      return sql`n.view_count desc, n.id desc`;
    case "price_low":
      return sql`n.price asc, n.id asc`;
    case "price_high":
      return sql`n.price desc, n.id desc`;
    case "relevance":
      return filter.search
        ? sql`ts_rank(n.search, ${searchQuery(filter.search)}) desc, n.created_at desc, n.id desc`
        : sql`n.created_at desc, n.id desc`;
    default:
      return sql`n.created_at desc, n.id desc`;
  }
}

export function listQuerySql(filter: NoticeListFilter, now: Date, limit: number, offset: number): SQL {
  return sql`select n.id from notices n where ${whereOf(filter, now)} order by ${orderOf(filter)} limit ${limit} offset ${offset}`;
}

export async function findNoticeIdsPage(
  db: Executor,
  filter: NoticeListFilter,
  now: Date,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, listQuerySql(filter, now, limit, offset));
  return rows.map((r) => Number(r.id));
}

export async function countNotices(db: Executor, filter: NoticeListFilter, now: Date): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from notices n where ${whereOf(filter, now)}`,
  );
  return Number(row.total);
}

/** Whether search words leave anything to look for once the parser has dropped what it ignores. */
export async function hasSearchTerms(db: Executor, words: readonly string[]): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select numnode(${searchQuery(words)}) as n`);
  return Number(row.n) > 0;
}

export async function readListVersion(db: Executor): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(
    db,
    sql`select version from notice_list_version where id = 1`,
  );
  return Number(row?.version ?? 0);
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
> & { commentCount: number | null };

/* One JSON value per query: PGlite turns a JSON text into rows far faster than it parses many typed columns. */
function rowJson(now: Date): SQL {
  return sql`json_build_object(
    'id', n.id, 'title', n.title, 'description', n.description, 'category', n.category, 'location', n.location,
    'eventVenue', n.event_venue, 'price', n.price, 'imageUrl', n.image_url, 'status', n.status,
    'isFeatured', (${isFeaturedNow(now)}), 'featureDuration', n.feature_duration, 'eventDate', n.event_date,
    'externalLink', n.external_link, 'viewCount', n.view_count, 'createdAt', n.created_at,
    'expiresAt', n.expires_at, 'updatedAt', n.updated_at,
    'commentCount', case when n.category = 'discussion'
      then (select count(*) from comments c where c.notice_id = n.id and c.status = 'approved') end)`;
}

type JsonRow = Omit<ListedNoticeRow, "eventDate" | "createdAt" | "expiresAt" | "updatedAt"> & {
  eventDate: string | null;
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

/**
 * Answers a live notice (null when there is none) and adds one to its views: always, or, given today's visitor, only
 * the first time that visitor sees it today (notice_views remembers who has).
 */
export async function viewLiveNotice(
  db: Executor,
  id: number,
  now: Date,
  visitor?: { day: string; visitorHash: string },
): Promise<ListedNoticeRow | null> {
  const counted = visitor
    ? sql`with first_view as (
        insert into notice_views (notice_id, day, visitor_hash)
        select n.id, ${visitor.day}::date, ${visitor.visitorHash} from notices n where n.id = ${id} and ${liveNotice(now)}
        on conflict do nothing returning notice_id
      ), viewed as (
        update notices n set view_count = n.view_count + 1 from first_view f where n.id = f.notice_id returning n.*
      ) select ${rowJson(now)} as notice from viewed n
      union all select ${rowJson(now)} as notice from notices n
        where n.id = ${id} and ${liveNotice(now)} and not exists (select 1 from first_view)`
    : sql`with viewed as (
        update notices n set view_count = n.view_count + 1 where n.id = ${id} and ${liveNotice(now)} returning n.*
      ) select ${rowJson(now)} as notice from viewed n`;
  const [row] = await queryRows<{ notice: JsonRow | string }>(db, counted);
  if (!row) return null;
  return fromJson(typeof row.notice === "string" ? (JSON.parse(row.notice) as JsonRow) : row.notice);
}
