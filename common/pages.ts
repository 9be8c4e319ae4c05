import { categoryLabel, isCategory, showsPrice } from "./categories";
import { formatDate, formatPrice } from "./format";
import { locationLabel } from "./locations";
import type { GoneNotice } from "./notice-answer-schemas";
import { listHeading, readListFilters } from "./notice-list-filters";
import { goneNoticeTitle } from "./notice-outcomes";
import type { PublicNotice } from "./notice-types";
import { noticePath } from "./slug";

/**
 * Every page of the web app, declared once: its path (a wouter pattern), what kind of page it is, whether its address
 * carries an e-mailed secret, whether the server renders it, and its head (title, description, canonical path) from
 * its data. The router (client/app.tsx), the server's 200/404 and secret-link checks (client-routes.ts), the pages it
 * renders (publicPageOf below), the head it writes (server/ssr/page-head.ts) and each tab's title all read this table.
 * A new page is a row here, its component (named in app.tsx's PAGE_COMPONENTS, which TypeScript makes complete) and
 * its test.
 */
export const SITE = "Shropshire Noticeboard";
export const SITE_DESCRIPTION =
  "The community noticeboard for Shropshire: events, items for sale, jobs, services, lost and found, discussions and local businesses.";

export interface PageData {
  /** The page's query string (the list filters). */
  search?: string;
  /** The path's parameters, decoded (`category` of a category page). */
  params?: Readonly<Record<string, string | undefined>>;
  /** The notice of a notice page or its poster, once loaded. */
  notice?: PublicNotice;
  /** What a notice that has left the board says (its 410 answer). */
  gone?: GoneNotice;
}

export interface PageHead {
  /** The whole tab title, "… | Shropshire Noticeboard". */
  title: string;
  description: string;
  /** The canonical path. */
  path: string;
  /** Kept out of search results (filtered lists, posters, pages that are not found). */
  noindex: boolean;
}

export interface PageEntry {
  path: string;
  /** list and notice pages show notices; static pages are long-form text; action pages serve a link or a form. */
  kind: "list" | "notice" | "static" | "action" | "admin";
  /** A secret-link page: its `:token` is an e-mailed secret (no-referrer, noindex, redacted from logs). */
  secret?: true;
  /** The server renders it to HTML (otherwise it answers the app shell). */
  rendered?: true;
  /** A parameter narrower than one path segment (a regular expression's source). */
  params?: Record<string, string>;
  /** The page's data decides its title, so the page sets it once its data has come (usePageHead). */
  titleFromData?: true;
  head(data: PageData): PageHead;
}

const titled = (title: string) => `${title} | ${SITE}`;

/** The head of a page whose title is all it has. */
const plain =
  (title: string, description = SITE_DESCRIPTION) =>
  (): PageHead => ({ title: titled(title), description, path: "/", noindex: true });

/** A description for meta tags: one line, at most `max` characters, cut at a word. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** One line under a notice's title: price or date, and town. */
function noticeFacts(notice: PublicNotice): string {
  const facts = [categoryLabel(notice.category)];
  if (notice.category === "events" && notice.eventDate) facts.push(formatDate(notice.eventDate));
  const price = showsPrice(notice.category) ? formatPrice(notice.price) : "";
  if (price) facts.push(price);
  if (notice.location) facts.push(locationLabel(notice.location));
  return facts.join(" · ");
}

/** A notice page's head, or its poster's ("Poster: …", kept out of search results, which list the notice itself). */
function noticeHead(prefix: string, noindex: boolean) {
  return ({ notice, gone }: PageData): PageHead => {
    if (!notice)
      return { ...NOT_FOUND_HEAD, title: titled(gone ? goneNoticeTitle(gone) : "Notice not found") };
    return {
      title: titled(`${prefix}${notice.title}`),
      description: summary(`${noticeFacts(notice)}. ${notice.description}`),
      path: noticePath(notice.id, notice.title),
      noindex,
    };
  };
}

/** A list page's head: its heading, with the town; a search or a chosen sort is kept out of search results. */
function listHead({ search = "", params }: PageData): PageHead {
  const pathCategory = params?.category;
  const { filters } = readListFilters(pathCategory, search);
  const query = new URLSearchParams(search);
  const filtered = Boolean(query.get("search") || query.get("sort"));
  const town = filters.location;
  if (pathCategory === undefined) {
    return {
      title: town ? titled(listHeading(undefined, town)) : SITE,
      description: SITE_DESCRIPTION,
      path: town ? `/?location=${town}` : "/",
      noindex: filtered,
    };
  }
  const heading = listHeading(pathCategory, town);
  return {
    title: titled(heading),
    description: `${heading}: the latest notices on the community noticeboard for Shropshire.`,
    path: `/category/${encodeURIComponent(pathCategory)}${town ? `?location=${town}` : ""}`,
    noindex: filtered || !isCategory(pathCategory),
  };
}

/** A long-form page: its title is its heading. */
function staticPage(path: string, title: string, description: string): PageEntry {
  return {
    path,
    kind: "static",
    rendered: true,
    head: () => ({ title: titled(title), description, path, noindex: false }),
  };
}

export const NOT_FOUND_HEAD: PageHead = {
  title: titled("404 Page Not Found"),
  description: SITE_DESCRIPTION,
  path: "/",
  noindex: true,
};

export const PAGES = {
  home: { path: "/", kind: "list", rendered: true, head: listHead },
  category: { path: "/category/:category", kind: "list", rendered: true, head: listHead },
  notice: {
    path: "/notice/:id/:slug?",
    kind: "notice",
    rendered: true,
    titleFromData: true,
    head: noticeHead("", false),
  },
  poster: {
    path: "/poster/:id",
    kind: "notice",
    rendered: true,
    params: { id: "\\d{1,9}" },
    titleFromData: true,
    head: noticeHead("Poster: ", true),
  },
  about: staticPage(
    "/about",
    "About Shropshire Noticeboard",
    "A free, friendly place for everyone in Shropshire to share what's happening, what's for sale and what's needed.",
  ),
  postingGuidelines: staticPage(
    "/posting-guidelines",
    "Posting Guidelines",
    "A few simple rules keep the noticeboard useful, safe and friendly for everyone in Shropshire.",
  ),
  terms: staticPage("/terms", "Terms of Service", "The rules for using Shropshire Noticeboard."),
  privacy: staticPage(
    "/privacy",
    "Privacy Policy",
    "We collect as little personal information as we can, use it only to run the noticeboard, and never sell it.",
  ),
  verify: { path: "/verify/:token?", kind: "action", secret: true, head: plain("Confirm your notice") },
  manage: { path: "/manage/:token", kind: "action", secret: true, head: plain("Manage your notice") },
  conversation: {
    path: "/conversation/:token",
    kind: "action",
    secret: true,
    head: plain("Your conversation"),
  },
  myDataRequest: { path: "/my-data", kind: "action", head: plain("Your data") },
  myData: { path: "/my-data/:token", kind: "action", secret: true, head: plain("Your data") },
  subscribeConfirm: {
    path: "/subscribe/confirm/:token",
    kind: "action",
    secret: true,
    head: plain("Confirm your subscription"),
  },
  subscription: {
    path: "/subscription/:token",
    kind: "action",
    secret: true,
    head: plain("Your newsletter subscription"),
  },
  unsubscribe: {
    path: "/unsubscribe/:token",
    kind: "action",
    secret: true,
    head: plain("Unsubscribe from the newsletter"),
  },
  alertConfirm: {
    path: "/alerts/confirm/:token",
    kind: "action",
    secret: true,
    head: plain("Confirm your alert"),
  },
  alertStop: {
    path: "/alerts/stop/:token/:id",
    kind: "action",
    secret: true,
    params: { id: "\\d{1,10}" },
    head: plain("Stop this alert"),
  },
  paymentSuccess: { path: "/payment-success", kind: "action", head: plain("Payment Successful") },
  paymentCancel: { path: "/payment-cancel", kind: "action", head: plain("Payment Cancelled") },
  admin: { path: "/admin", kind: "admin", head: plain("Admin Login") },
  adminLogin: { path: "/admin/login", kind: "admin", head: plain("Admin Login") },
  adminDashboard: { path: "/admin/dashboard", kind: "admin", head: plain("Admin Dashboard") },
  adminInvitation: {
    path: "/admin/invitation/:token",
    kind: "admin",
    secret: true,
    head: plain("Join the team"),
  },
  adminEnrol: {
    path: "/admin/enrol/:token",
    kind: "admin",
    secret: true,
    head: plain("Set up two-factor sign-in"),
  },
} satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

export const pageOf = (name: PageName): PageEntry => PAGES[name];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A page's path as a regular expression: `:name` one segment (or its own pattern), `:name?` optional; a trailing slash is fine. */
function patternOf(page: PageEntry): RegExp {
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

const PATTERNS = PAGE_NAMES.map((name) => [name, patternOf(pageOf(name))] as const);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page a path is, with its parameters decoded; null for a path no page has. */
export function matchPage(pathname: string): { name: PageName; params: Record<string, string> } | null {
  for (const [name, pattern] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) if (value) params[key] = safeDecode(value);
    return { name, params };
  }
  return null;
}

/** The pages whose address carries a secret, as the prefix before it: `/alerts/stop/:token/:id` → `/alerts/stop/`. */
export const SECRET_PAGE_PREFIXES: readonly string[] = PAGE_NAMES.flatMap((name) => {
  const page = pageOf(name);
  return page.secret ? [page.path.slice(0, page.path.indexOf(":token"))] : [];
});

/** A page's head from its data. */
export function pageHead(name: PageName, data: PageData = {}): PageHead {
  return pageOf(name).head(data);
}

/** A page the server renders to HTML, with its path's parameters; `not-found` for a path no page has. */
export type PublicPage =
  | { name: PageName; params: Readonly<Record<string, string>> }
  | { name: "not-found"; params: Readonly<Record<string, string>> };

/** Which server-rendered page a path is, or null for a page only the browser renders (verify, admin, payment …). */
export function publicPageOf(pathname: string): PublicPage | null {
  const match = matchPage(pathname);
  if (!match) return { name: "not-found", params: {} };
  return pageOf(match.name).rendered ? match : null;
}
