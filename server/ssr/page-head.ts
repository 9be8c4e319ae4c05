import { categoryLabel, isCategory, showsPrice } from "../../common/categories";
import { formatDate, formatPrice } from "../../common/format";
import { ALL_LOCATIONS, isLocation, locationLabel } from "../../common/locations";
import type { PublicNotice } from "../../common/notice-types";
import { STATIC_PAGES, type PublicPage } from "../../common/public-pages";
import { noticePath } from "../../common/slug";
import { feedPath } from "../../common/feed-paths";
import { goneNoticeTitle, type GoneNotice } from "../../common/notice-outcomes";
import { escapeHtml, scriptJson, summary } from "./html-escape";
import { listStructuredData, noticeStructuredData, type Crumb } from "./structured-data";

const SITE = "Shropshire Noticeboard";
const SITE_DESCRIPTION =
  "The community noticeboard for Shropshire: events, items for sale, jobs, services, lost and found, discussions and local businesses.";

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

/** A list page's title: "Items for Sale in Shropshire - Oswestry", as the page's own heading. */
export function listHeading(category: string | undefined, location: string | undefined): string {
  const name = isCategory(category)
    ? categoryLabel(category)
    : category === "community"
      ? "Community"
      : "Notices";
  const base = category === undefined ? "Notices in Shropshire" : `${name} in Shropshire`;
  return location ? `${base} - ${locationLabel(location)}` : base;
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

interface Head {
  title: string;
  description: string;
  path: string;
  image: string;
  type: "website" | "article";
  noindex: boolean;
  jsonLd: unknown[];
}

function headOf(input: HeadInput): Head {
  const { page, notice } = input;
  const query = new URLSearchParams(input.search);
  const location = query.get("location") ?? "";
  const town = location !== ALL_LOCATIONS && isLocation(location) ? location : undefined;
  const filtered = Boolean(query.get("search") || query.get("sort"));
  const base = { image: categoryImagePath("default"), type: "website" as const, noindex: false, jsonLd: [] };
  if (page.kind === "notice" && notice) {
    return {
      ...base,
      title: `${notice.title} | ${SITE}`,
      description: summary(`${noticeFacts(notice)}. ${notice.description}`),
      path: noticePath(notice.id, notice.title),
      image: notice.imageUrl ?? categoryImagePath(notice.category),
      type: "article",
      jsonLd: noticeStructuredData(notice, input.publicUrl),
    };
  }
  if (page.kind === "poster" && notice) {
    // A print copy of the notice page: kept out of search results, which list the notice itself.
    return {
      ...base,
      title: `Poster: ${notice.title} | ${SITE}`,
      description: summary(`${noticeFacts(notice)}. ${notice.description}`),
      path: noticePath(notice.id, notice.title),
      image: notice.imageUrl ?? categoryImagePath(notice.category),
      noindex: true,
    };
  }
  const home: Crumb = { name: "Home", item: `${input.publicUrl}/` };
  const shown = input.notices ?? [];
  if (page.kind === "home") {
    const title = town ? `${listHeading(undefined, town)} | ${SITE}` : SITE;
    const path = town ? `/?location=${town}` : "/";
    const crumbs = town ? [home, { name: locationLabel(town), item: `${input.publicUrl}${path}` }] : [home];
    return {
      ...base,
      title,
      description: SITE_DESCRIPTION,
      path,
      noindex: filtered,
      jsonLd: listStructuredData(crumbs, shown, input.publicUrl),
    };
  }
  if (page.kind === "category") {
    const category = isCategory(page.category) ? page.category : undefined;
    const heading = listHeading(category ?? page.category, town);
    const categoryPath = `/category/${encodeURIComponent(page.category)}`;
    const path = `${categoryPath}${town ? `?location=${town}` : ""}`;
    const crumbs: Crumb[] = [
      home,
      { name: categoryLabel(page.category), item: `${input.publicUrl}${categoryPath}` },
    ];
    if (town) crumbs.push({ name: locationLabel(town), item: `${input.publicUrl}${path}` });
    return {
      ...base,
      title: `${heading} | ${SITE}`,
      description: `${heading}: the latest notices on the community noticeboard for Shropshire.`,
      path,
      image: categoryImagePath(page.category),
      noindex: filtered || !category,
      jsonLd: listStructuredData(crumbs, shown, input.publicUrl),
    };
  }
  if (page.kind === "static") {
    const { title, description } = STATIC_PAGES[page.path];
    return { ...base, title: `${title} | ${SITE}`, description, path: page.path };
  }
  const missing =
    page.kind === "notice" || page.kind === "poster" ? "Notice not found" : "404 Page Not Found";
  return {
    ...base,
    title: `${input.gone ? goneNoticeTitle(input.gone) : missing} | ${SITE}`,
    description: SITE_DESCRIPTION,
    path: "/",
    noindex: true,
  };
}

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

/** Feeds for the list a page shows: the same filters the page has. */
function feedLink(input: HeadInput): string {
  const { page } = input;
  if (page.kind !== "home" && page.kind !== "category") return "";
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle(input))}" href="${escapeHtml(feedPathOf(page, input.search))}">`;
}

function feedTitle(input: HeadInput): string {
  const page = input.page;
  const location = new URLSearchParams(input.search).get("location") ?? undefined;
  const town = isLocation(location) ? location : undefined;
  return page.kind === "category" ? listHeading(page.category, town) : listHeading(undefined, town);
}

/** `/feed.xml` with the list page's category, town and search, as the page's visible "Feed" link. */
export function feedPathOf(page: PublicPage, search: string): string {
  const { filters } = readListQuery(page, search);
  return feedPath(filters);
}

/** The filters of a list page's address, as the page reads them. */
function readListQuery(page: PublicPage, search: string) {
  const query = new URLSearchParams(search);
  const location = query.get("location") ?? "";
  const text = query.get("search")?.trim();
  return {
    filters: {
      category: page.kind === "category" && isCategory(page.category) ? page.category : undefined,
      location: location !== ALL_LOCATIONS && isLocation(location) ? location : undefined,
      search: text && text !== "true" ? text : undefined,
    },
  };
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
