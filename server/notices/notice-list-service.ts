import { isCategory } from "../../common/categories";
import { LIMITS } from "../../common/limits";
import { ALL_LOCATIONS, isLocation } from "../../common/locations";
import type { AppContext } from "../context";
import type { Notice } from "../db/schema";
import { notFound } from "../errors";
import { toPublicNotice } from "./notice-dto";
import { listCacheFor, type NoticeListCache } from "./notice-list-cache";
import { todaysVisitor, type Visitor } from "./notice-visitors";
import {
  countNotices,
  findListedNotices,
  findNextListChange,
  findNoticeIdsPage,
  hasSearchTerms,
  LIST_SORTS,
  readListVersion,
  searchPlanFor,
  viewLiveNotice,
  type ListedNoticeRow,
  type ListSort,
  type NoticeListFilter,
} from "./notice-list-repository";
import { findSearchPage, servesSearchPage } from "./notice-search-repository";

export const DEFAULT_LIST_LIMIT = 20;
const MAX_SEARCH_WORDS = 10;
const MAX_WORD_LENGTH = 40;

export interface NoticeListQuery {
  page: number;
  limit: number;
  filter: NoticeListFilter;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown): string | undefined => {
  const v = first(value);
  return typeof v === "string" ? v : undefined;
};

function wholeNumber(value: unknown, fallback: number, min: number, max: number): number {
  const raw = text(value)?.trim();
  if (!raw || !/^-?\d{1,30}$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

/**
 * The words of a search box: apostrophes join ("cat's" is "cats"), everything else but letters and digits splits, so
 * no tsquery operator or quote can reach the parser (the repository ANDs them and makes the last one a prefix).
 */
export function searchWords(search: string | undefined): string[] | undefined {
  if (!search) return undefined;
  const words = search
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return words.length ? words : undefined;
}

/**
 * The query string of GET /api/notices, made safe: unknown category, location or sort values are ignored, page and
 * limit fall back to defaults or are clamped, price sorts apply only to items for sale (otherwise newest), and a
 * search without a chosen sort is ranked by relevance.
 */
export function parseNoticeListQuery(raw: unknown): NoticeListQuery {
  const q = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const category = text(q.category);
  const location = text(q.location);
  const search = searchWords(text(q.search));
  const asked = text(q.sort);
  let sort: ListSort = (LIST_SORTS as readonly string[]).includes(asked ?? "")
    ? (asked as ListSort)
    : search
      ? "relevance"
      : "newest";
  if ((sort === "price_low" || sort === "price_high") && category !== "items_for_sale") sort = "newest";
  const featured = text(q.featured);
  return {
    page: wholeNumber(q.page, 1, 1, LIMITS.pageMax),
    limit: wholeNumber(q.limit, DEFAULT_LIST_LIMIT, 1, LIMITS.listLimitMax),
    filter: {
      category: isCategory(category) ? category : undefined,
      location: location !== ALL_LOCATIONS && isLocation(location) ? location : undefined,
      featured: featured === "true" || featured === "1",
      search,
      sort,
    },
  };
}

/** The public notice plus, for discussions, how many approved comments it has. */
export function toListedNotice(row: ListedNoticeRow) {
  const { commentCount, ...fields } = row;
  // toPublicNotice reads only the public fields, which is all the row holds.
  const notice = toPublicNotice(fields as Notice);
  return commentCount === null ? notice : { ...notice, commentCount: Number(commentCount) };
}

export type ListedNotice = ReturnType<typeof toListedNotice>;

export interface NoticeListAnswer {
  data: ListedNotice[];
  /** `totalIsCapped` is there only when true, so an ordinary list keeps the contract's shape. */
  pagination: { page: number; limit: number; total: number; totalPages: number; totalIsCapped?: true };
}

/** Counts stop here; a list with more says "1,000+" (pagination.totalIsCapped). */
export const LIST_COUNT_CAP = 1_000;

/** Deep pages count a little further, so the page after the one asked is always offered. */
function countCapFor(query: NoticeListQuery): number {
  return Math.max(LIST_COUNT_CAP, query.page * query.limit + 1);
}

function inOrder(rows: ListedNoticeRow[], ids: readonly number[]): ListedNoticeRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function validUntil(
  ctx: AppContext,
  cache: NoticeListCache,
  version: number,
  now: Date,
): Promise<number> {
  const known = cache.get<number>("next-change", now.getTime(), version);
  if (known) return known.value;
  const next = (await findNextListChange(ctx.db, now))?.getTime() ?? Number.POSITIVE_INFINITY;
  cache.set("next-change", { version, validUntil: next, value: next });
  return next;
}

/**
 * What an answer built from the public lists is valid for: the list version now, and the moment time alone may change
 * a list (see notice-list-cache.ts). The rendered pages' cache (server/ssr/page-cache.ts) keys its pages by it too.
 */
export async function listValidity(ctx: AppContext): Promise<{ version: number; validUntil: number }> {
  const version = await readListVersion(ctx.db);
  return { version, validUntil: await validUntil(ctx, listCacheFor(ctx.db), version, ctx.clock.now()) };
}

/**
 * GET /api/notices: one page of live notices and the pagination of server-contract.md §2. Answers are kept (see
 * notice-list-cache.ts) and checked against the list version with one small query, except the most-viewed order,
 * which views change without a version bump. Counts are kept per filter, so paging does not count again.
 */
export async function listPublicNotices(ctx: AppContext, query: NoticeListQuery): Promise<NoticeListAnswer> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const cache = listCacheFor(db);
  const filterKey = JSON.stringify(query.filter);
  const cap = countCapFor(query);
  const countKey = `count:${filterKey}:${cap}`;
  const pageKey = `page:${filterKey}:${query.page}:${query.limit}`;

  const version = await readListVersion(db);
  const kept = cache.get<NoticeListAnswer>(pageKey, nowMs, version);
  if (kept) return kept.value;

  const until = await validUntil(ctx, cache, version, now);
  const filter = { ...query.filter };
  if (filter.search && !(await hasSearchTerms(db, filter.search))) filter.search = undefined;
  const capped = (total: number) =>
    total > cap ? { total: cap, isCapped: true } : { total, isCapped: false };
  const keptCount = cache.get<{ total: number; isCapped: boolean }>(countKey, nowMs, version)?.value;
  const offset = (query.page - 1) * query.limit;
  let ids: number[];
  let count: { total: number; isCapped: boolean };
  if (servesSearchPage(filter, offset, query.limit)) {
    const page = await findSearchPage(db, filter, now, query.limit, offset, keptCount ? undefined : cap);
    ids = page.ids;
    count = keptCount ?? capped(page.total ?? 0);
  } else {
    const sample = await searchPlanFor(db, filter, now);
    const { plan } = sample;
    const counted = sample.sampledWholeList || sample.sampleMatches > cap;
    // The page and the count are independent: on a server they run side by side on two connections.
    [ids, count] = await Promise.all([
      findNoticeIdsPage(db, filter, now, query.limit, offset, plan),
      keptCount ?? (counted ? capped(sample.sampleMatches) : countNotices(db, filter, now, cap, plan)),
    ]);
  }
  cache.set(countKey, { version, validUntil: until, value: count });
  const answer: NoticeListAnswer = {
    data: inOrder(await findListedNotices(db, ids, now), ids).map(toListedNotice),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: count.total,
      totalPages: Math.ceil(count.total / query.limit),
      ...(count.isCapped ? { totalIsCapped: true as const } : {}),
    },
  };
  if (filter.sort !== "most_viewed") {
    cache.set(pageKey, { version, validUntil: until, value: answer }, 1 + answer.data.length);
  }
  return answer;
}

/**
 * GET /api/notices/:id: a live notice, counted as one more view the first time a visitor sees it in a day; anything
 * else (or a malformed id) is 404.
 */
export async function viewPublicNotice(
  ctx: AppContext,
  rawId: string,
  visitor: Visitor,
): Promise<ListedNotice> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const row =
    id > 0 ? await viewLiveNotice(ctx.db, id, ctx.clock.now(), await todaysVisitor(ctx, visitor)) : null;
  if (!row) throw notFound("Notice not found");
  return toListedNotice(row);
}
