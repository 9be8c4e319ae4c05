import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { GoneNotice } from "@common/notice-answer-schemas";
import type { PublicNotice } from "@common/notice-types";
import type { PageData, PageHead } from "@common/page-heads";
import type { PageRoute } from "@common/pages";
import type { ApiTransport } from "@/lib/api";

/** The address a page is rendered at, and how its data is fetched on the server (the app's own routes, in-process). */
export interface PageAddress {
  /** The path's parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The query string, with its "?" (or ""). */
  search: string;
  via: ApiTransport;
}

/** What a page's data says of the page: its status and, for its head, the notice or the notices it shows. */
export interface PageLoad {
  /** 200, or the notice's own status (404, 410). */
  status: number;
  notice?: PublicNotice;
  gone?: GoneNotice;
  /** The notices a list shows first (its ItemList). */
  notices?: PublicNotice[];
}

/**
 * A page of the web app, in one module (client/pages/<name>.page.tsx): where it is and what the server must know of it
 * (PageRoute), its head from its data, the data its first render needs and its component. The registry
 * (registry.ts) collects every module; the router, the server's renderer and its head, the secret-link prefixes and
 * robots.txt are derived from it (the server's part through common/page-routes.ts, `npm run gen:pages`).
 */
export interface PageModule extends PageRoute {
  /** The page's name, unique (the generated route table's key). */
  name: string;
  /** The page's data decides its title, so the component sets it once its data has come (usePageTitle). */
  titleFromData?: true;
  head(data: PageData): PageHead;
  /**
   * A server-rendered page's data: puts into the query cache, through the shared queryOptions (lib/page-queries.ts),
   * what the component asks for on its first render, so the server's HTML is the finished page and the browser
   * hydrates it without fetching. A page without data answers 200.
   */
  prefetch?(queryClient: QueryClient, address: PageAddress): Promise<PageLoad>;
  component: ComponentType;
}

/** The page shown for a path no page has (not-found.page.tsx): rendered by the server with its own status. */
export interface FallbackPageModule extends Omit<PageModule, keyof PageRoute> {
  fallback: true;
}

const PAGE = Symbol.for("noticeboard.page");

/** Declares a page module's page (a module may declare two pages that share a component: /admin and /admin/login). */
export function definePage<const T extends PageModule>(page: T): T {
  return Object.assign(page, { [PAGE]: true });
}

/** Declares the page for paths no page has. */
export function defineFallbackPage<const T extends FallbackPageModule>(page: T): T {
  return Object.assign(page, { [PAGE]: true });
}

const isDeclared = (value: unknown): value is PageModule | FallbackPageModule =>
  typeof value === "object" && value !== null && PAGE in value;

/** The pages a module declares (its exports made with definePage). */
export const pagesOf = (namespace: Record<string, unknown>): PageModule[] =>
  Object.values(namespace).filter(
    (value): value is PageModule => isDeclared(value) && !("fallback" in value),
  );

/** The fallback page a module declares, if any. */
export const fallbackOf = (namespace: Record<string, unknown>): FallbackPageModule | undefined =>
  Object.values(namespace).find(
    (value): value is FallbackPageModule => isDeclared(value) && "fallback" in value,
  );

/** A page's route as the generated table keeps it. */
export function routeOfModule(page: PageModule): PageRoute {
  const { path, kind, secret, rendered, params, countsView } = page;
  return Object.fromEntries(
    Object.entries({ path, kind, secret, rendered, params, countsView }).filter(([, v]) => v !== undefined),
  ) as unknown as PageRoute;
}
