import { categoryLabel, isCategory } from "../../common/categories";
import { feedPath } from "../../common/feed-paths";
import { locationLabel } from "../../common/locations";
import type { GoneNotice } from "../../common/notice-answer-schemas";
import { listHeading, readListFilters } from "../../common/notice-list-filters";
import type { PublicNotice } from "../../common/notice-types";
import { NOT_FOUND_HEAD, pageHead, SITE, type PageHead, type PublicPage } from "../../common/pages";
import { escapeHtml, scriptJson } from "./html-escape";
import { listStructuredData, noticeStructuredData, type Crumb } from "./structured-data";

export interface HeadInput {
  page: PublicPage;
  status: number;
  /** The page's query string (list filters). */
  search: string;
  notice?: PublicNotice;
  /** A notice page's 410 answer: the notice has expired or was closed. */
  gone?: GoneNotice;
  /** The notices a list page shows first. */
  notices?: PublicNotice[];
  publicUrl: string;
}

/** The share picture of a category: its placeholder drawn as a PNG (server/ssr/og-image-routes.ts). */
export function categoryImagePath(category: string): string {
  return `/og/${isCategory(category) ? category : "default"}.png`;
}

interface Head extends PageHead {
  image: string;
  type: "website" | "article";
  jsonLd: unknown[];
}

/** The table's head of the page (common/pages.ts), with what only the server adds: share picture, JSON-LD. */
function headOf(input: HeadInput): Head {
  const { page, notice, publicUrl } = input;
  const base = { image: categoryImagePath("default"), type: "website" as const, jsonLd: [] };
  if (page.name === "not-found") return { ...base, ...NOT_FOUND_HEAD };
  const head = pageHead(page.name, { search: input.search, params: page.params, notice, gone: input.gone });
  if ((page.name === "notice" || page.name === "poster") && notice) {
    const image = notice.imageUrl ?? categoryImagePath(notice.category);
    if (page.name === "poster") return { ...base, ...head, image };
    return { ...head, image, type: "article", jsonLd: noticeStructuredData(notice, publicUrl) };
  }
  if (page.name !== "home" && page.name !== "category") return { ...base, ...head };
  const { filters } = readListFilters(page.params.category, input.search);
  const crumbs: Crumb[] = [{ name: "Home", item: `${publicUrl}/` }];
  const category = page.params.category;
  if (category !== undefined) {
    crumbs.push({
      name: categoryLabel(category),
      item: `${publicUrl}/category/${encodeURIComponent(category)}`,
    });
  }
  if (filters.location)
    crumbs.push({ name: locationLabel(filters.location), item: `${publicUrl}${head.path}` });
  return {
    ...base,
    ...head,
    image: category === undefined ? base.image : categoryImagePath(category),
    jsonLd: listStructuredData(crumbs, input.notices ?? [], publicUrl),
  };
}

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

/** Feeds for the list a page shows: the same filters the page has, as the page's visible "Feed" link. */
function feedLink(input: HeadInput): string {
  const { page } = input;
  if (page.name !== "home" && page.name !== "category") return "";
  const { filters } = readListFilters(page.params.category, input.search);
  const title = listHeading(page.params.category, filters.location);
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(feedPath(filters))}">`;
}

/** Every head tag of a server-rendered page: title, description, canonical, Open Graph, Twitter, JSON-LD, feed. */
export function renderHead(input: HeadInput): string {
  const head = headOf(input);
  const url = absolute(input.publicUrl, head.path);
  const image = absolute(input.publicUrl, head.image);
  const e = escapeHtml;
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    head.noindex || input.status !== 200 ? `<meta name="robots" content="noindex">` : "",
    input.status === 200 ? `<link rel="canonical" href="${e(url)}">` : "",
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:title" content="${e(head.title.replace(` | ${SITE}`, ""))}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:url" content="${e(url)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    `<meta property="og:locale" content="en_GB">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    feedLink(input),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join("\n    ");
}
