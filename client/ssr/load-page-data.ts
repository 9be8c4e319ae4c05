import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { SsrAnswer, SsrRequest } from "@common/ssr-contract";
import { apiErrorOf } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { noticeListUrl } from "@/features/notices/notice-queries";
import type { PublicNotice } from "@/features/notices/notice-types";
import { readNoticeFilters } from "@/features/notices/use-notice-filters";
import { LIMITS } from "@common/limits";
import { GoneNoticeSchema, type GoneNotice } from "@common/notice-outcomes";

async function load(queryClient: QueryClient, key: QueryKey, answer: Promise<SsrAnswer>, infinite = false) {
  const got = await answer;
  if (got.status >= 200 && got.status < 300) {
    queryClient.setQueryData(key, infinite ? { pages: [got.body], pageParams: [1] } : got.body);
    return got;
  }
  await queryClient.prefetchQuery({
    queryKey: key,
    queryFn: () => Promise.reject(apiErrorOf(got.status, got.body)),
  });
  return got;
}

/**
 * Puts into the query cache what the page's components ask for on their first render, under the same keys, so the
 * server's HTML is the finished page and the browser hydrates it without fetching. Answers the page's status and,
 * for a notice page or its poster, the notice; for a list page, the notices it shows first.
 */
export async function loadPageData(
  queryClient: QueryClient,
  request: SsrRequest,
): Promise<{ status: number; notice?: PublicNotice; gone?: GoneNotice; notices?: PublicNotice[] }> {
  const { page } = request;
  const fetchJson = (url: string) => request.fetchJson(url);
  const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
  if (page.kind === "home" || page.kind === "category") {
    const { filters } = readNoticeFilters(page.kind === "category" ? page.category : undefined, search);
    const featured = { category: filters.category, location: filters.location };
    const [list] = await Promise.all([
      load(
        queryClient,
        queryKeys.notices.list(filters),
        fetchJson(noticeListUrl({ ...filters, page: 1, limit: LIMITS.pageSize })),
        true,
      ),
      filters.search
        ? undefined
        : load(
            queryClient,
            queryKeys.notices.featured(featured),
            fetchJson(
              noticeListUrl({ ...featured, featured: true, page: 1, limit: LIMITS.featuredFetchLimit }),
            ),
          ),
    ]);
    const shown = list.status === 200 ? (list.body as { data?: PublicNotice[] }).data : undefined;
    return { status: 200, notices: shown ?? [] };
  }
  if (page.kind === "notice" || page.kind === "poster") {
    if (!/^\d{1,9}$/.test(page.id)) return { status: 404 };
    const answer = await load(
      queryClient,
      queryKeys.notices.detail(page.id),
      fetchJson(`/api/notices/${page.id}`),
    );
    if (answer.status !== 200) {
      const gone = answer.status === 410 ? GoneNoticeSchema.safeParse(answer.body) : undefined;
      return { status: answer.status, gone: gone?.success ? gone.data : undefined };
    }
    const notice = answer.body as PublicNotice;
    if (page.kind === "notice" && notice.category === "discussion") {
      await load(
        queryClient,
        queryKeys.notices.comments(notice.id),
        fetchJson(`/api/notices/${notice.id}/comments`),
      );
    }
    return { status: 200, notice };
  }
  return { status: page.kind === "not-found" ? 404 : 200 };
}
