import { categoryLabel } from "../../common/categories";
import { feedPath } from "../../common/feed-paths";
import { locationLabel } from "../../common/locations";
import { listHeading, readListFilters } from "../../common/notice-list-filters";
import type { PublicNotice } from "../../common/notice-types";
import { categoryImagePath, SITE, type PageHead } from "../../common/page-heads";
import { escapeHtml, scriptJson } from "./html-escape";
import { listStructuredData, noticeStructuredData, type Crumb } from "./structured-data";

export interface HeadInput {
  /** The page's head from its data (its module's, client/pages/*.page.tsx, as the render answered it). */
  head: PageHead;
  status: number;
  /** The page's query string (list filters). */
  search: string;
  /** The notices a list page shows first. */
  notices?: PublicNotice[];
  publicUrl: string;
}

interface Head extends PageHead {
  image: string;
  type: "website" | "article";
  jsonLd: unknown[];
}

/** The page's head, with what only the server adds from what the page shows: share picture, JSON-LD. */
function headOf(input: HeadInput): Head {
  const { head, publicUrl } = input;
  const base = {
    ...head,
    image: head.image ?? categoryImagePath("default"),
    type: "website" as const,
    jsonLd: [],
  };
  const about = head.about;
  if (!about) return base;
  if ("notice" in about)
    return { ...base, type: "article", jsonLd: noticeStructuredData(about.notice, publicUrl) };
  const { category } = about.list;
  const { filters } = readListFilters(category, input.search);
  const crumbs: Crumb[] = [{ name: "Home", item: `${publicUrl}/` }];
  if (category !== undefined) {
    crumbs.push({
      name: categoryLabel(category),
      item: `${publicUrl}/category/${encodeURIComponent(category)}`,
    });
  }
  if (filters.location)
    crumbs.push({ name: locationLabel(filters.location), item: `${publicUrl}${head.path}` });
  return { ...base, jsonLd: listStructuredData(crumbs, input.notices ?? [], publicUrl) };
}

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

/** Feeds for the list a page shows: the same filters the page has, as the page's visible "Feed" link. */
function feedLink(input: HeadInput): string {
  const about = input.head.about;
  if (!about || !("list" in about)) return "";
  const { category } = about.list;
  const { filters } = readListFilters(category, input.search);
  const title = listHeading(category, filters.location);
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
