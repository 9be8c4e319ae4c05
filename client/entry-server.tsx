import "./ssr/array-buffer-detached";
import { StrictMode } from "react";
import { QueryClient } from "@tanstack/react-query";
import type { SsrEntry, SsrRequest, SsrResult } from "@common/ssr-contract";
import { App } from "./app";
import { queryClientOptions } from "./lib/query-client";
import { PAGE_REGISTRY, type PageRegistry } from "./pages/registry";
import { loadPageData } from "./ssr/load-page-data";
import { writeSsrState } from "./ssr/ssr-state";

// React's edge renderer, not its Node one: the Node build runs each render inside an AsyncLocalStorage, and once one
// has run, Node 20 runs its promise hooks on every promise of the process for good, so every later request, a page or
// not, paid for the first render (an await cost 2.7 times as much after one `run`: 2,000,000 awaits 116–134 → 310–365
// ms; the server's CPU profile after serving pages showed the hooks on robots.txt's requests). The edge build uses an
// AsyncLocalStorage only where the runtime has a global one (Node has none) and otherwise keeps its request in a
// variable, which is enough here: every page's data is fetched before the render. It needs
// ArrayBuffer.prototype.detached, which Node 20 lacks (./ssr/array-buffer-detached): imported once this module's
// imports, the polyfill among them, have run, since React reads the property as it loads and a bundler puts static
// imports of packages first.
const reactStatic = import("react-dom/static.edge");
// Were it to fail, each render awaiting it fails (and the page falls back to the shell), not the process.
reactStatic.catch(() => {});

/**
 * The server's render of a public page (server/ssr/render-page.ts calls it): its data fetched first (its module's
 * `prefetch`), then the same components as the browser's, waiting for every lazy page so the HTML is complete, then
 * the query cache dehydrated for the browser to hydrate from; with the page's head from its data (its module's
 * `head`). A fresh query client per request: nothing is shared between visitors. A test passes a registry of its own.
 */
export async function renderPage(
  request: SsrRequest,
  registry: PageRegistry = PAGE_REGISTRY,
): Promise<SsrResult> {
  const queryClient = new QueryClient(queryClientOptions);
  const { status, notices, head } = await loadPageData(queryClient, request, registry);
  const [path, search = ""] = request.url.split("?");
  const snapshot = { now: request.now, seed: request.seed, origin: request.origin };
  const { prerender } = await reactStatic;
  const { prelude } = await prerender(
    <StrictMode>
      <App client={queryClient} ssr={{ path, search }} snapshot={snapshot} registry={registry} />
    </StrictMode>,
    // Never outline a finished boundary: outlining needs an inline script to put it in place, which the CSP forbids.
    { onError: (error) => request.onError?.(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const stateJson = writeSsrState(queryClient, snapshot);
  queryClient.clear();
  return { status, html, stateJson, head, notices };
}

export default { renderPage } satisfies SsrEntry;
