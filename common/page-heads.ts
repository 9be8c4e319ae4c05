import { categoryLabel, isCategory, showsPrice } from "./categories";
import { formatDate, formatPrice } from "./format";
import { locationLabel } from "./locations";
import type { GoneNotice } from "./notice-answer-schemas";
import { listHeading, readListFilters } from "./notice-list-filters";
import { goneNoticeTitle } from "./notice-outcomes";
import type { PublicNotice } from "./notice-types";
import { noticePath } from "./slug";

/**
 * The heads of the pages (title, description, canonical path, share picture) from their data, as each page module
 * (client/pages/*.page.tsx) declares it with these helpers: the browser sets the tab's title from it, the server writes
 * every head tag from it (server/ssr/page-head.ts).
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
  /** The share picture's path (the notice's picture, a category's placeholder); the site's own when unset. */
  image?: string;
  /**
   * What the page shows, for search engines and feed readers (server/ssr/page-head.ts): a notice (an article, its
   * JSON-LD) or a list of notices (its breadcrumbs, ItemList and feed link, with the list's own filters).
   */
  about?: { notice: PublicNotice } | { list: { category?: string } };
}

export const titled = (title: string) => `${title} | ${SITE}`;

/** The share picture of a category: its placeholder drawn as a PNG (server/ssr/og-image-routes.ts). */
export function categoryImagePath(category: string): string {
  return `/og/${isCategory(category) ? category : "default"}.png`;
}

/** The head of a page whose title is all it has. */
export const plainHead =
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

/**
 * A notice page's head, or its poster's ("Poster: …", kept out of search results, which list the notice itself, and
 * not described as an article: the notice's page is).
 */
export function noticeHead(prefix: string, noindex: boolean) {
  return ({ notice, gone }: PageData): PageHead => {
    if (!notice)
      return { ...NOT_FOUND_HEAD, title: titled(gone ? goneNoticeTitle(gone) : "Notice not found") };
    return {
      title: titled(`${prefix}${notice.title}`),
      description: summary(`${noticeFacts(notice)}. ${notice.description}`),
      path: noticePath(notice.id, notice.title),
      noindex,
      image: notice.imageUrl ?? categoryImagePath(notice.category),
      about: noindex ? undefined : { notice },
    };
  };
}

/** A list page's head: its heading, with the town; a search or a chosen sort is kept out of search results. */
export function listHead({ search = "", params }: PageData): PageHead {
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
      about: { list: {} },
    };
  }
  const heading = listHeading(pathCategory, town);
  return {
    title: titled(heading),
    description: `${heading}: the latest notices on the community noticeboard for Shropshire.`,
    path: `/category/${encodeURIComponent(pathCategory)}${town ? `?location=${town}` : ""}`,
    noindex: filtered || !isCategory(pathCategory),
    image: categoryImagePath(pathCategory),
    about: { list: { category: pathCategory } },
  };
}

/** A long-form page's head: its title is its heading. */
export const staticHead = (path: string, title: string, description: string) => (): PageHead => ({
  title: titled(title),
  description,
  path,
  noindex: false,
});

export const NOT_FOUND_HEAD: PageHead = {
  title: titled("404 Page Not Found"),
  description: SITE_DESCRIPTION,
  path: "/",
  noindex: true,
};
