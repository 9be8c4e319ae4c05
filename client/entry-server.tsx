import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { QueryClient } from "@tanstack/react-query";
import type { SsrEntry, SsrRequest, SsrResult } from "@common/ssr-contract";
import { App } from "./app";
import { queryClientOptions } from "./lib/query-client";
import { PAGE_REGISTRY, type PageRegistry } from "./pages/registry";
import { loadPageData } from "./ssr/load-page-data";
import { writeSsrState } from "./ssr/ssr-state";

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

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
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App client={queryClient} ssr={{ path, search }} snapshot={snapshot} registry={registry} />
    </StrictMode>,
    // Never outline a finished boundary: outlining needs an inline script to put it in place, which the CSP forbids.
    { onError: (error) => request.onError?.(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  const stateJson = writeSsrState(queryClient, snapshot);
  queryClient.clear();
  return { status, html, stateJson, head, notices };
}

export default { renderPage } satisfies SsrEntry;
