import { PAGE_ROUTES } from "./page-routes";

/**
 * Where each page of the web app is and what the server must know of it, derived from the page modules
 * (client/pages/*.page.tsx, each declaring its path, kind, secrecy, whether the server renders it, its head, data and
 * component). The server never imports the web app, so `npm run gen:pages` writes these facts of every module to
 * page-routes.ts (`npm run check` and client/pages/page-registry.test.ts fail when it is out of date); the server's
 * 200/404 and secret-link checks (client-routes.ts), the pages it renders (publicPageOf), robots.txt and the browser's
 * router all read them from there.
 */
export interface PageRoute {
  /** A wouter pattern: `:name` is one segment, `:name?` an optional one. */
  path: string;
  /** list and notice pages show notices; static pages are long-form text; action pages serve a link or a form. */
  kind: "list" | "notice" | "static" | "action" | "admin";
  /** A secret-link page: its `:token` is an e-mailed secret (no-referrer, noindex, redacted from logs, robots.txt). */
  secret?: true;
  /** The server renders it to HTML (otherwise it answers the app shell). */
  rendered?: true;
  /** A parameter narrower than one path segment (a regular expression's source). */
  params?: Record<string, string>;
  /** Its render counts a view of notice `:id` (its API call does), so a kept copy sent instead counts one too. */
  countsView?: true;
}

/** A page's route with its name and its module's file (under client/pages/). */
export interface NamedPageRoute extends PageRoute {
  name: string;
  file: string;
}

export type PageName = keyof typeof PAGE_ROUTES;

/** A page the server renders to HTML, with its path's parameters; `not-found` for a path no page has. */
export interface PublicPage {
  name: string;
  params: Readonly<Record<string, string>>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A page's path as a regular expression: `:name` one segment (or its own pattern), `:name?` optional; a trailing slash is fine. */
function patternOf(page: PageRoute): RegExp {
  if (page.path === "/") return /^\/$/;
  const source = page.path
    .split("/")
    .slice(1)
    .map((segment) => {
      if (!segment.startsWith(":")) return `/${escapeRegExp(segment)}`;
      const optional = segment.endsWith("?");
      const name = segment.slice(1).replace(/\?$/, "");
      const value = page.params?.[name] ?? (optional ? "[^/]*" : "[^/]+");
      return optional ? `(?:/(?<${name}>${value}))?` : `/(?<${name}>${value})`;
    })
    .join("");
  return new RegExp(`^${source}/?$`);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What the server and the router read of a set of routes (the app's, or a test's with a page of its own). */
export function routeTable(routes: Readonly<Record<string, PageRoute>>) {
  const patterns = Object.entries(routes).map(([name, route]) => [name, patternOf(route)] as const);

  /** The page a path is, with its parameters decoded; null for a path no page has. */
  function matchPage(pathname: string): { name: string; params: Record<string, string> } | null {
    for (const [name, pattern] of patterns) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.groups ?? {}))
        if (value) params[key] = safeDecode(value);
      return { name, params };
    }
    return null;
  }

  /** Which server-rendered page a path is, or null for a page only the browser renders (verify, admin, payment …). */
  function publicPageOf(pathname: string): PublicPage | null {
    const match = matchPage(pathname);
    if (!match) return { name: "not-found", params: {} };
    return routes[match.name].rendered ? match : null;
  }

  return {
    matchPage,
    publicPageOf,
    /** The pages whose address carries a secret, as the prefix before it: `/alerts/stop/:token/:id` → `/alerts/stop/`. */
    secretPagePrefixes: Object.values(routes).flatMap((route) =>
      route.secret ? [route.path.slice(0, route.path.indexOf(":token"))] : [],
    ),
  };
}

const ROUTES: Readonly<Record<PageName, PageRoute>> = PAGE_ROUTES;
const APP_ROUTES = routeTable(ROUTES);

export const PAGE_NAMES = Object.keys(ROUTES) as PageName[];

/** A page's route; undefined for a name no page has (`not-found`). */
export const routeOf = (name: string): PageRoute | undefined =>
  Object.hasOwn(ROUTES, name) ? ROUTES[name as PageName] : undefined;

export const { matchPage, publicPageOf } = APP_ROUTES;

export const SECRET_PAGE_PREFIXES: readonly string[] = APP_ROUTES.secretPagePrefixes;
