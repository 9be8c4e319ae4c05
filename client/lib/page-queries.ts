import { isNoticeId } from "@common/slug";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
} from "@tanstack/react-query";
import { LIMITS } from "@common/limits";
import type { GoneNotice } from "@common/notice-answer-schemas";
import { readListFilters, readListPages, type NoticeFilters } from "@common/notice-list-filters";
import type { PublicNotice } from "@common/notice-types";
import { api, call, type ApiTransport } from "./api";
import { ApiError } from "./api-client";
import { queryKeys } from "./query-keys";
import { loadSettings } from "./settings-source";

/**
 * The data of the server-rendered pages, declared once: each factory gives the query's key, its fetch and its shape,
 * and both the components' hooks and the pages' data on the server (each page module's `prefetch`, run by
 * client/ssr/load-page-data.ts) use it, so the browser hydrates the server's cache without fetching again. The server passes a transport that reaches the app in-process.
 */

/** The list's query string: only the filters that are set. */
function listQuery(filters: NoticeFilters & { featured?: boolean }, page: number, limit: number) {
  return {
    page: String(page),
    limit: String(limit),
    category: filters.category,
    location: filters.location,
    within: filters.location && filters.within ? String(filters.within) : undefined,
    search: filters.search,
    sort: filters.sort,
    featured: filters.featured ? ("true" as const) : undefined,
  };
}

/**
 * The list under the tabs: 8 a page, Load More fetches the next page. A change of filters is a new query key, so it
 * starts at page 1.
 */
export const noticeListQuery = (filters: NoticeFilters, via?: ApiTransport) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notices.list(filters),
    queryFn: ({ pageParam }) =>
      call(
        api.GET("/api/notices", {
          params: { query: listQuery(filters, pageParam, LIMITS.pageSize) },
          ...via,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });

/** A list shows its featured notices unless it is a search. */
export const showsFeatured = (filters: NoticeFilters) => !filters.search;

type FeaturedFilters = Pick<NoticeFilters, "category" | "location">;

/** Up to 100 featured notices for the featured section (3 of them are shown at random). */
export const featuredNoticesQuery = (filters: FeaturedFilters, via?: ApiTransport) =>
  queryOptions({
    queryKey: queryKeys.notices.featured(filters),
    queryFn: () =>
      call(
        api.GET("/api/notices", {
          params: { query: listQuery({ ...filters, featured: true }, 1, LIMITS.featuredFetchLimit) },
          ...via,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * One notice. A failure the server rendered (404, 410) is not fetched again on mount, so the browser's first render
 * shows the same card as the server's HTML.
 */
export const noticeQuery = (id: string, via?: ApiTransport) =>
  queryOptions({
    queryKey: queryKeys.notices.detail(id),
    queryFn: () => call(api.GET("/api/notices/{id}", { params: { path: { id } }, ...via })),
    enabled: isNoticeId(id),
    retryOnMount: false,
  });

/** A discussion's page shows its comments. */
export const showsComments = (notice: Pick<PublicNotice, "category">) => notice.category === "discussion";

/** The approved comments of a discussion, oldest first. */
export const noticeCommentsQuery = (noticeId: number, via?: ApiTransport) =>
  queryOptions({
    queryKey: queryKeys.notices.comments(noticeId),
    queryFn: () =>
      call(api.GET("/api/notices/{id}/comments", { params: { path: { id: String(noticeId) } }, ...via })),
  });

/**
 * The server's public settings (payments on or off, the usual wait), fetched once per visit: they do not change while
 * the server runs. A notice page's "Feature this notice" depends on them, so the server renders with them too.
 */
export const settingsQuery = (via?: ApiTransport) =>
  queryOptions({
    queryKey: queryKeys.settings,
    // The browser's one fetch of the visit, shared with the post dialog's island (settings-source.ts).
    queryFn: ({ signal }) => (via ? call(api.GET("/api/settings", { signal, ...via })) : loadSettings()),
    staleTime: Infinity,
  });

/** What a page's data says of the page on the server (client/pages/page-module.ts, PageLoad). */
interface PrefetchedPage {
  status: number;
  notice?: PublicNotice;
  gone?: GoneNotice;
  notices?: PublicNotice[];
}

/**
 * A list page's data on the server: the first page of its list (the first pages with `?page=`) and, unless it is a search, its featured notices;
 * answers the notices it shows first.
 */
export async function prefetchNoticeList(
  queryClient: QueryClient,
  pathCategory: string | undefined,
  search: string,
  via: ApiTransport,
): Promise<PrefetchedPage> {
  const { filters } = readListFilters(pathCategory, search);
  const list = noticeListQuery(filters, via);
  await Promise.all([
    // `?page=3` (Load More without JavaScript) renders the first three pages.
    queryClient.prefetchInfiniteQuery({ ...list, pages: readListPages(search) }),
    showsFeatured(filters)
      ? queryClient.prefetchQuery(
          featuredNoticesQuery({ category: filters.category, location: filters.location }, via),
        )
      : undefined,
  ]);
  return { status: 200, notices: queryClient.getQueryData(list.queryKey)?.pages[0]?.data ?? [] };
}

/**
 * A notice's data on the server (its page, its poster): the notice, or its failure kept failed as the browser would
 * have it, with the page's status (404, 410 and what a notice that has left the board says).
 */
export async function prefetchNotice(
  queryClient: QueryClient,
  id: string,
  via: ApiTransport,
): Promise<PrefetchedPage> {
  if (!isNoticeId(id)) return { status: 404 };
  const detail = noticeQuery(id, via);
  await queryClient.prefetchQuery(detail);
  const notice = queryClient.getQueryData(detail.queryKey);
  if (notice) return { status: 200, notice };
  const error = queryClient.getQueryState(detail.queryKey)?.error;
  const status = error instanceof ApiError ? error.status : 500;
  if (status !== 410) return { status };
  // The answer's schema (and the validation library) only where a notice has left the board, as gone-notice-card.tsx.
  const { GoneNoticeSchema } = await import("@common/notice-answer-schemas");
  const gone = GoneNoticeSchema.safeParse((error as ApiError).body);
  return { status, gone: gone.success ? gone.data : undefined };
}
