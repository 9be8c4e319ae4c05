import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@common/limits";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { NoticeFilters, NoticeListPage, PublicNotice } from "./notice-types";

/** `/api/notices?…` with only the filters that are set. */
export function noticeListUrl(
  filters: NoticeFilters & { page: number; limit: number; featured?: boolean },
): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.featured) params.set("featured", "true");
  for (const key of ["category", "location", "search", "sort"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `/api/notices?${params.toString()}`;
}

/**
 * The list under the tabs: 8 a page, Load More fetches the next page and appends it (dropping any notice already
 * shown, should the list have moved meanwhile). A change of filters is a new query key, so it starts at page 1.
 */
export function useNoticeList(filters: NoticeFilters) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.notices.list(filters),
    queryFn: ({ pageParam }) =>
      apiRequest<NoticeListPage>(
        "GET",
        noticeListUrl({ ...filters, page: pageParam, limit: LIMITS.pageSize }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
  const seen = new Set<number>();
  const notices: PublicNotice[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const notice of page.data) {
      if (seen.has(notice.id)) continue;
      seen.add(notice.id);
      notices.push(notice);
    }
  }
  return { ...query, notices };
}

/** Up to 100 featured notices for the featured section (3 of them are shown at random). */
export function useFeaturedNotices(filters: Pick<NoticeFilters, "category" | "location">) {
  return useQuery({
    queryKey: queryKeys.notices.featured(filters),
    queryFn: () =>
      apiRequest<NoticeListPage>(
        "GET",
        noticeListUrl({ ...filters, featured: true, page: 1, limit: LIMITS.featuredFetchLimit }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * One notice; any failure shows the not-found card. A failure the server rendered (404, 410) is not fetched again on
 * mount, so the browser's first render shows the same card as the server's HTML.
 */
export function useNotice(id: string) {
  return useQuery({
    queryKey: queryKeys.notices.detail(id),
    queryFn: () => apiRequest<PublicNotice>("GET", `/api/notices/${id}`),
    enabled: /^\d+$/.test(id),
    retryOnMount: false,
  });
}
