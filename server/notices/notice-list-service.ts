import { sql } from "drizzle-orm";
import type { SearchInterpretation } from "../../common/notice-answer-schemas";
import { NoticeListQuerySchema, type NoticeListParams } from "../../common/notice-list-query-schema";
import { sortFor } from "../../common/notice-sorts";
import { milesBetween, NEARBY_MILES, type Location } from "../../common/locations";
import type { AppContext } from "../context";
import type { Notice } from "../db/schema";
import { runsSideBySide } from "../db/client";
import { toPublicNotice } from "./notice-dto";
import { currentListVersion } from "./list-version-reads";
import { listCacheFor, type NoticeListCache } from "./notice-list-cache";
import { viewBufferFor } from "./notice-view-buffer";
import {
  countNotices,
  findListedNotices,
  hasAnyNotice,
  findNextListChange,
  findNoticeIdsPage,
  searchPlanFor,
  SEARCH_SAMPLE,
  type ListedNoticeRow,
  type NoticeListFilter,
} from "./notice-list-repository";
import { findSearchPage, servesSearchPage } from "./notice-search-repository";
import { suggestionText, suggestionsFor } from "../search/did-you-mean";
import { matchText, readSearch, type SearchReading, type Slot } from "../search/search-interpretation";
import { relevanceOf } from "../search/search-ranking";

const MAX_SEARCH_WORDS = 10;
/**
 * Did-you-mean stops trying searches once this long has passed (issue 39): a first answer at a million notices stays
 * quick, and a later try that would have found something is simply not offered. The answer is kept like any list.
 */
export const DID_YOU_MEAN_BUDGET_MS = 60;
/**
 * A phrase that found nothing is tried as its words only when the phrase's own search took less than this: at a
 * million notices a phrase of common words takes 100–165 ms (its posting lists are the cost), and its words apart as
 * long again, which would double the slowest first answers. On a board of a county's size it takes a few milliseconds.
 * An object, so the tests can make the choice certain either way.
 */
export const APART_BUDGET = { ms: 100 };
const MAX_WORD_LENGTH = 40;

export interface NoticeListQuery {
  page: number;
  limit: number;
  filter: NoticeListFilter;
  /** The search box's text as typed (trimmed), when given. */
  searchText?: string;
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
 * The list a query asks for (NoticeListQuerySchema has already dropped odd values): price sorts apply only to items
 * for sale (otherwise newest), and a search without a chosen sort is ranked by relevance.
 */
export function toNoticeListQuery(params: NoticeListParams): NoticeListQuery {
  const search = searchWords(params.search);
  return {
    page: params.page,
    limit: params.limit,
    ...(params.search ? { searchText: params.search } : {}),
    filter: {
      category: params.category,
      location: params.location,
      ...(params.location && params.within ? { within: params.within } : {}),
      featured: params.featured,
      search,
      sort: sortFor(params.category, params.sort) ?? (search ? "relevance" : "newest"),
    },
  };
}

/** A raw query string's values (a feed's, a saved search's) as the list they ask for. */
export function parseNoticeListQuery(raw: unknown): NoticeListQuery {
  return toNoticeListQuery(NoticeListQuerySchema.parse(raw ?? {}));
}

/** The public notice plus, for discussions, how many approved comments it has. */
export function toListedNotice(row: ListedNoticeRow) {
  const { commentCount, ...fields } = row;
  // toPublicNotice reads only the public fields, which is all the row holds.
  const notice = toPublicNotice(fields as Notice);
  return commentCount === null ? notice : { ...notice, commentCount: Number(commentCount) };
}

export type ListedNotice = ReturnType<typeof toListedNotice> & { distanceMiles?: number };

/** A list row labelled with its town's distance from `town` (issue 39). */
function withDistance(notice: ListedNotice, town: Location): ListedNotice {
  const miles = milesBetween(town, notice.location as Location);
  return miles === undefined ? notice : { ...notice, distanceMiles: miles };
}

/** A town list with fewer notices than this adds the best matches of the towns around (`nearby`). */
export const NEARBY_BELOW = 3;
/** How many nearby notices at most. */
export const NEARBY_LIMIT = 8;

export interface NoticeListAnswer {
  data: ListedNotice[];
  /** `totalIsCapped` is there only when true, so an ordinary list keeps the contract's shape. */
  pagination: { page: number; limit: number; total: number; totalPages: number; totalIsCapped?: true };
  /** With a search: what it was read as (the words matched as text, a town or category named among them). */
  interpreted?: SearchInterpretation;
  /** When the search found nothing: the nearest search that finds notices. */
  didYouMean?: string;
  /** When the town's own list holds fewer than NEARBY_BELOW: the best matches within NEARBY_MILES. */
  nearby?: ListedNotice[];
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
  const version = await currentListVersion(ctx.db);
  return { version, validUntil: await validUntil(ctx, listCacheFor(ctx.db), version, ctx.clock.now()) };
}

/**
 * A list filter with its search read (server/search): a town or category named among the words becomes the filter
 * unless the query gives one; the words left match in any of their forms and rank by tier. `hopeless` when a word
 * can match nothing on the board.
 */
async function readFilter(
  ctx: AppContext,
  asked: NoticeListFilter,
  /** The same words' reading, when the request has read them already. */
  known?: SearchReading,
): Promise<{ filter: NoticeListFilter; reading: SearchReading; hopeless: boolean }> {
  const reading = known ?? (await readSearch(ctx.db, asked.search ?? []));
  const location = asked.location ?? reading.location;
  const within = asked.within ?? (location && !asked.notLocation ? reading.within : undefined);
  const filter: NoticeListFilter = {
    ...asked,
    ...(within ? { within } : {}),
    location,
    category: asked.category ?? reading.category,
    search: undefined,
  };
  return {
    filter: withSlots(filter, reading.words, reading.slots, reading.indexSlots),
    reading,
    hopeless: reading.hopeless,
  };
}

/**
 * `filter` searching for `slots` (the forms of `words`), or for nothing when there are none; `indexSlots`, the same
 * matches asked of the index (SearchReading), ranked by every form of `slots`.
 */
function withSlots(
  filter: NoticeListFilter,
  words: string[],
  slots: Slot[],
  indexSlots: Slot[] = slots,
): NoticeListFilter {
  const match = matchText(indexSlots);
  if (!slots.length || !match) return { ...filter, search: undefined };
  return { ...filter, search: words, match: sql`${match}::tsquery`, relevance: relevanceOf(slots) };
}

/** The nearest search that finds something (see did-you-mean.ts), as the words to type. */
async function nearestFinding(
  ctx: AppContext,
  query: NoticeListQuery,
  reading: SearchReading,
): Promise<string | undefined> {
  const now = ctx.clock.now();
  const started = performance.now();
  let tries = 0;
  for (const suggestion of await suggestionsFor(ctx.db, query.filter.search ?? [], reading)) {
    // The nearest try always runs (on a busy server the corrections alone may take the budget); the others only
    // while time is left.
    if (tries++ > 0 && performance.now() - started > DID_YOU_MEAN_BUDGET_MS) break;
    const base = { ...query.filter, location: query.filter.location ?? suggestion.location };
    const asked = { ...base, category: query.filter.category ?? suggestion.category };
    const tried = suggestion.slots
      ? { filter: withSlots(asked, suggestion.words, suggestion.slots), hopeless: false }
      : suggestion.words.length
        ? await readFilter(ctx, { ...asked, search: suggestion.words })
        : { filter: { ...asked, search: undefined }, hopeless: false };
    // The words of a suggestion are read again: a town or category among them stays what it was.
    const filter = { ...tried.filter, location: asked.location, category: asked.category };
    if (!tried.hopeless && (await hasAnyNotice(ctx.db, filter, now)))
      return suggestionText(suggestion, reading);
  }
  return undefined;
}

/**
 * A search whose phrase of the thesaurus named a category and found nothing as a phrase ("cleaning job": no notice
 * says it), read as that category and the other words (SearchReading.phraseCategory): the list of the category, its
 * chip shown as for "jobs in telford". Undefined when that finds nothing either.
 */
async function listAsPhraseCategory(
  ctx: AppContext,
  query: NoticeListQuery,
  phrase: NonNullable<SearchReading["phraseCategory"]>,
  /** Where the town's words stood among the words typed (the same in either reading). */
  townIndices: number[],
  asked: ListAsked,
): Promise<NoticeListAnswer | undefined> {
  const typed = query.filter.search ?? [];
  const words = typed.filter((_, i) => !phrase.indices.includes(i));
  const search = words.length ? words : undefined;
  const answer = await listPublicNotices(
    ctx,
    {
      ...query,
      filter: { ...query.filter, category: phrase.category, search },
      searchText: search && query.searchText !== undefined ? words.join(" ") : undefined,
    },
    asked,
  );
  if (answer.pagination.total === 0) return undefined;
  if (query.searchText === undefined) return answer;
  const interpreted = answer.interpreted ?? { words: "" };
  return {
    ...answer,
    interpreted: {
      ...interpreted,
      category: phrase.category,
      // The chips' removals keep the words as typed here, the phrase's other words included.
      withoutCategory: words.join(" "),
      ...(interpreted.withoutLocation !== undefined
        ? { withoutLocation: typed.filter((_, i) => !townIndices.includes(i)).join(" ") }
        : {}),
    },
  };
}

/** What a caller of listPublicNotices reads of the answer. */
export interface ListAsked {
  /** The nearby list and did-you-mean, which a page shows (default true); never for the nearby list itself. */
  extras?: boolean;
  /**
   * The total (default true). A list whose rows alone are read (the nearby list, a feed) is not counted: its total is
   * then its rows.
   */
  counted?: boolean;
  /** The reading of the query's words, when the caller has it (the nearby list: its search is the list's). */
  reading?: SearchReading;
}

/**
 * GET /api/notices: one page of live notices and the pagination of server-contract.md §2. Answers are kept (see
 * notice-list-cache.ts) and checked against the list version with one small query, except the most-viewed order,
 * which views change without a version bump (views held in memory are stored before any fresh answer is read).
 * Counts are kept per filter, so paging does not count again.
 */
export async function listPublicNotices(
  ctx: AppContext,
  query: NoticeListQuery,
  { extras = true, counted = true, reading }: ListAsked = {},
): Promise<NoticeListAnswer> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const cache = listCacheFor(db);
  const filterKey = JSON.stringify(query.filter);
  const cap = countCapFor(query);
  const countKey = `count:${filterKey}:${cap}`;
  const pageKey = `page:${filterKey}:${query.page}:${query.limit}:${extras}:${counted}`;

  const version = await currentListVersion(db);
  const kept = cache.get<NoticeListAnswer>(pageKey, nowMs, version);
  if (kept) return kept.value;

  // Views held in memory are stored first, so the most-viewed order (and every fresh answer's counts) include them.
  await viewBufferFor(ctx).flush();
  const until = await validUntil(ctx, cache, version, now);
  const read = query.filter.search ? await readFilter(ctx, query.filter, reading) : undefined;
  const phraseFilter = read?.filter ?? { ...query.filter };
  const capped = (total: number) =>
    total > cap ? { total: cap, isCapped: true } : { total, isCapped: false };
  /** The count as kept: `asWords` when the words were read apart (SearchReading.readApart) to find it. */
  type Count = { total: number; isCapped: boolean; asWords?: true };
  const keptCount = cache.get<Count>(countKey, nowMs, version)?.value;
  const offset = (query.page - 1) * query.limit;
  // The nearby list and a feed show their rows only: nothing counts their matches, which at a million notices took as
  // long as finding them. The total is then the rows found, which is all that is read of it.
  const uncounted = (found: number[]): Count => ({ total: offset + found.length, isCapped: false });
  const pageOf = async (filter: NoticeListFilter, keptCount: Count | undefined) => {
    if (read?.hopeless) return { ids: [], count: keptCount ?? { total: 0, isCapped: false } };
    if (servesSearchPage(filter, offset, query.limit)) {
      const counts = counted && !keptCount;
      const page = await findSearchPage(db, filter, now, query.limit, offset, counts ? cap : undefined);
      return { ids: page.ids, count: keptCount ?? (counts ? capped(page.total ?? 0) : uncounted(page.ids)) };
    }
    const sample = await searchPlanFor(db, filter, now);
    const { plan } = sample;
    if (!counted) {
      const ids = await findNoticeIdsPage(db, filter, now, query.limit, offset, plan);
      return { ids, count: uncounted(ids) };
    }
    const sampled = sample.sampledWholeList || sample.sampleMatches > cap;
    // The page and the count are independent: on a server they run side by side on two connections.
    const [ids, count] = await Promise.all([
      findNoticeIdsPage(db, filter, now, query.limit, offset, plan),
      keptCount ??
        (sampled
          ? capped(sample.sampleMatches)
          : countNotices(db, filter, now, cap, plan, sample.sampleMatches * 10 >= SEARCH_SAMPLE)),
    ]);
    return { ids, count };
  };
  // A phrase that finds nothing as a phrase is read as its words (SearchReading.readApart).
  const asWords = async () => {
    const apart = await read?.reading.readApart?.();
    return read && apart
      ? withSlots(phraseFilter, read.reading.words, apart.slots, apart.indexSlots)
      : undefined;
  };
  let filter = (keptCount?.asWords && (await asWords())) || phraseFilter;
  const searched = performance.now();
  let { ids, count }: { ids: number[]; count: Count } = await pageOf(filter, keptCount);
  const inBudget = performance.now() - searched < APART_BUDGET.ms;
  // (A reading that can match nothing has no readApart.)
  if (!keptCount && count.total === 0 && read?.reading.readApart && inBudget) {
    const apartFilter = await asWords();
    const again = apartFilter && (await pageOf(apartFilter, undefined));
    if (apartFilter && again && again.count.total > 0) {
      filter = apartFilter;
      ids = again.ids;
      count = { ...again.count, asWords: true };
    }
  }
  if (counted) cache.set(countKey, { version, validUntil: until, value: count });
  const answer: NoticeListAnswer = {
    data: inOrder(await findListedNotices(db, ids, now), ids)
      .map(toListedNotice)
      .map((notice) => (filter.within && filter.location ? withDistance(notice, filter.location) : notice)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: count.total,
      totalPages: Math.ceil(count.total / query.limit),
      ...(count.isCapped ? { totalIsCapped: true as const } : {}),
    },
  };
  const phrase = read?.reading.phraseCategory;
  if (phrase && count.total === 0 && !query.filter.category) {
    const asCategory = await listAsPhraseCategory(ctx, query, phrase, read.reading.townIndices, {
      extras,
      counted,
    });
    if (asCategory) {
      if (filter.sort !== "most_viewed")
        cache.set(pageKey, { version, validUntil: until, value: asCategory }, 1 + asCategory.data.length);
      return asCategory;
    }
  }
  if (query.searchText !== undefined) {
    answer.interpreted = { words: read?.reading.words.join(" ") ?? "" };
    if (read?.reading.location && !query.filter.location) answer.interpreted.location = read.reading.location;
    if (filter.within && !query.filter.within) answer.interpreted.within = filter.within;
    if (read?.reading.category && !query.filter.category) answer.interpreted.category = read.reading.category;
    // The words each chip's removal keeps (issue 34): the client cannot tell which of the typed words were the town.
    const typed = query.filter.search ?? [];
    const without = (taken: number[]) => typed.filter((_, i) => !taken.includes(i)).join(" ");
    if (read && (answer.interpreted.location || answer.interpreted.within))
      answer.interpreted.withoutLocation = without(read.reading.townIndices);
    if (read && answer.interpreted.category)
      answer.interpreted.withoutCategory = without(read.reading.categoryIndices);
  }
  // The nearby list and did-you-mean are independent: on a server they run side by side on two connections. The
  // embedded database runs them in turn, nearby first, so its statements never eat did-you-mean's time budget.
  const nearby = () => {
    if (!(extras && filter.location && !filter.within && count.total < NEARBY_BELOW && query.page === 1))
      return undefined;
    const town = filter.location;
    return listPublicNotices(
      ctx,
      {
        page: 1,
        limit: NEARBY_LIMIT,
        filter: { ...query.filter, location: town, within: NEARBY_MILES, notLocation: town },
      },
      // The same words: read once a request (the reading's town and category yield to the list's own).
      { extras: false, counted: false, reading: read?.reading },
    );
  };
  const didYouMean = () =>
    extras && read && count.total === 0 && query.page === 1
      ? nearestFinding(ctx, query, read.reading)
      : undefined;
  const [around, suggested] = runsSideBySide(db)
    ? await Promise.all([nearby(), didYouMean()])
    : [await nearby(), await didYouMean()];
  if (around?.data.length) answer.nearby = around.data;
  if (suggested) answer.didYouMean = suggested;
  if (filter.sort !== "most_viewed") {
    cache.set(pageKey, { version, validUntil: until, value: answer }, 1 + answer.data.length);
  }
  return answer;
}
