import type { QueryClient } from "@tanstack/react-query";
import type { SsrRequest } from "@common/ssr-contract";
import { GoneNoticeSchema, type GoneNotice } from "@common/notice-answer-schemas";
import { readListFilters } from "@common/notice-list-filters";
import type { PublicNotice } from "@common/notice-types";
import type { ApiTransport } from "@/lib/api";
import { ApiError } from "@/lib/api-client";
import {
  featuredNoticesQuery,
  isNoticeId,
  noticeCommentsQuery,
  noticeListQuery,
  noticeQuery,
  settingsQuery,
  showsComments,
  showsFeatured,
} from "@/lib/page-queries";

/** The page's API calls answered by the app's own routes, in-process (SsrRequest.fetchJson). */
function transportOf(request: SsrRequest): ApiTransport {
  return {
    baseUrl: request.origin,
    fetch: async (call) => {
      const url = new URL(call.url);
      const got = await request.fetchJson(url.pathname + url.search);
      const body = got.body === null || got.status === 204 ? null : JSON.stringify(got.body);
      return new Response(body, { status: got.status, headers: { "content-type": "application/json" } });
    },
  };
}

/**
 * Puts into the query cache what the page's components ask for on their first render, through the same query
 * factories (lib/page-queries.ts), so the server's HTML is the finished page and the browser hydrates it without
 * fetching. A failed query is kept failed, as the browser would have it. Answers the page's status and, for a notice
 * page or its poster, the notice; for a list page, the notices it shows first.
 */
export async function loadPageData(
  queryClient: QueryClient,
  request: SsrRequest,
): Promise<{ status: number; notice?: PublicNotice; gone?: GoneNotice; notices?: PublicNotice[] }> {
  const { page } = request;
  const via = transportOf(request);
  if (page.name === "home" || page.name === "category") {
    const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const { filters } = readListFilters(page.params.category, search);
    const list = noticeListQuery(filters, via);
    await Promise.all([
      queryClient.prefetchInfiniteQuery(list),
      showsFeatured(filters)
        ? queryClient.prefetchQuery(
            featuredNoticesQuery({ category: filters.category, location: filters.location }, via),
          )
        : undefined,
    ]);
    return { status: 200, notices: queryClient.getQueryData(list.queryKey)?.pages[0]?.data ?? [] };
  }
  if (page.name === "notice" || page.name === "poster") {
    const id = page.params.id;
    if (!isNoticeId(id)) return { status: 404 };
    const detail = noticeQuery(id, via);
    await queryClient.prefetchQuery(detail);
    const notice = queryClient.getQueryData(detail.queryKey);
    if (!notice) {
      const error = queryClient.getQueryState(detail.queryKey)?.error;
      const status = error instanceof ApiError ? error.status : 500;
      const gone = status === 410 ? GoneNoticeSchema.safeParse((error as ApiError).body) : undefined;
      return { status, gone: gone?.success ? gone.data : undefined };
    }
    if (page.name === "notice") {
      await Promise.all([
        showsComments(notice) ? queryClient.prefetchQuery(noticeCommentsQuery(notice.id, via)) : undefined,
        // "Feature this notice" shows only when the server takes payments.
        queryClient.prefetchQuery(settingsQuery(via)),
      ]);
    }
    return { status: 200, notice };
  }
  return { status: page.name === "not-found" ? 404 : 200 };
}
