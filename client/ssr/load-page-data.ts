import type { QueryClient } from "@tanstack/react-query";
import type { PageHead } from "@common/page-heads";
import type { SsrRequest } from "@common/ssr-contract";
import type { ApiTransport } from "@/lib/api";
import type { PageLoad } from "@/pages/page-module";
import type { PageRegistry } from "@/pages/registry";

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
 * Puts into the query cache what the page's components ask for on their first render (its module's `prefetch`, over
 * the shared query factories of lib/page-queries.ts), so the server's HTML is the finished page and the browser
 * hydrates it without fetching. Answers the page's status, its head from its data (its module's `head`) and, for a
 * list page, the notices it shows first. A path no page has is the registry's not-found page.
 */
export async function loadPageData(
  queryClient: QueryClient,
  request: SsrRequest,
  registry: PageRegistry,
): Promise<PageLoad & { head: PageHead }> {
  const { params } = request.page;
  const page = (await registry.byName(request.page.name)?.load()) ?? registry.notFound;
  const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
  const load = page.prefetch
    ? await page.prefetch(queryClient, { params, search, via: transportOf(request) })
    : { status: 200 };
  return { ...load, head: page.head({ search, params, notice: load.notice, gone: load.gone }) };
}
