import type { PublicNotice } from "./notice-types";
import type { PageHead } from "./page-heads";
import type { PublicPage } from "./pages";

/** An API answer as the server's renderer sees it: the same JSON the browser would get, with its status. */
export interface SsrAnswer {
  status: number;
  body: unknown;
}

export interface SsrRequest {
  /** Path and query string of the page. */
  url: string;
  page: PublicPage;
  /** The render snapshot (see client/lib/render-snapshot.tsx). */
  now: number;
  seed: number;
  origin: string;
  /** GET an API path in-process (server/ssr/render-page.ts answers it through the app's own routes). */
  fetchJson(url: string): Promise<SsrAnswer>;
  /** A component failed to render on the server (the browser then renders that part itself). */
  onError?(error: unknown): void;
}

export interface SsrResult {
  /** 200, or the notice's own status (404, 410), or 404 for an unknown path. */
  status: number;
  /** The markup of `<div id="root">`. */
  html: string;
  /** The JSON of the `ssr-state` script element (escaped for HTML). */
  stateJson: string;
  /** The page's head from its data (its module's `head`, client/pages/*.page.tsx). */
  head: PageHead;
  /** The notices a list page (home, a category) shows first, for the page's head (its ItemList). */
  notices?: PublicNotice[];
}

/** What client/entry-server.tsx exports (built into dist/server, or loaded from source in tests). */
export interface SsrEntry {
  renderPage(request: SsrRequest): Promise<SsrResult>;
}

/** The id of the JSON script element that carries the dehydrated query cache and the render snapshot. */
export const SSR_STATE_ID = "ssr-state";

/**
 * A request header asking for a public page rendered with this seed for its featured pick (a number between 0 and 1):
 * "Shuffle Featured" on a sleeping list (client/features/notices/search-asleep.ts). Such a page is rendered afresh, never
 * kept for other visitors.
 */
export const RENDER_SEED_HEADER = "x-render-seed";
