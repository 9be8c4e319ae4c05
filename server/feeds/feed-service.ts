import { CATEGORIES, isCategory } from "../../common/categories";
import { SECRET_PATH_PREFIXES } from "../../common/client-routes";
import { listHeading } from "../../common/notice-list-filters";
import { ALL_LOCATIONS, isLocation, locationLabel } from "../../common/locations";
import type { PublicNotice } from "../../common/notice-types";
import { noticePath } from "../../common/slug";
import type { AppContext } from "../context";
import { notFound } from "../errors";
import { findListedNotices } from "../notices/notice-list-repository";
import { listPublicNotices, parseNoticeListQuery, toListedNotice } from "../notices/notice-list-service";
import {
  countLiveNotices,
  findCategoryTowns,
  findSitemapNotices,
  findUpcomingEventIds,
} from "./feed-repository";
import { renderCalendar } from "./icalendar";
import { renderRss } from "./rss";
import { renderSitemap, renderSitemapIndex, type SitemapUrl } from "./sitemap";

export const FEED_SIZE = 50;
const CALENDAR_SIZE = 500;
/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * The query of the feed's own address: the filters it honours, in the order the request sent them, so `atom:link
 * rel="self"` is the address the reader fetched (the W3C feed validator compares the two).
 */
function selfQuery(sentQuery: string, honoured: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key] of new URLSearchParams(sentQuery)) {
    const value = honoured[key];
    if (value && !params.has(key)) params.set(key, value);
  }
  return params.size ? `?${params.toString()}` : "";
}

/**
 * GET /feed.xml: the 50 newest live notices of the list's filters (the same rules as GET /api/notices). `sentQuery` is
 * the request's query string as sent.
 */
export async function renderFeed(
  ctx: AppContext,
  raw: { category?: string; location?: string; search?: string; within?: string },
  sentQuery = "",
): Promise<string> {
  const query = parseNoticeListQuery({ ...raw, sort: "newest", page: "1", limit: String(FEED_SIZE) });
  // Its rows alone are read: no count, no nearby list, no did-you-mean (a feed shows none of them).
  const { data } = await listPublicNotices(ctx, query, { extras: false, counted: false });
  const { category, location, within } = query.filter;
  const search = raw.search?.trim() || undefined;
  const params = new URLSearchParams();
  if (location) params.set("location", location);
  if (search) params.set("search", search);
  if (within) params.set("within", String(within));
  const qs = params.toString() ? `?${params.toString()}` : "";
  const base = ctx.config.publicUrl;
  const heading = listHeading(category, location);
  return renderRss(
    {
      title: search ? `${heading}: “${search}”` : heading,
      link: `${base}${category ? `/category/${category}` : "/"}${qs}`,
      self: `${base}/feed.xml${selfQuery(sentQuery, { category, location, search, within: within ? String(within) : undefined })}`,
      description: `The newest notices on Shropshire Noticeboard: ${heading}.`,
    },
    data,
    base,
  );
}

/** GET /notice/:id/event.ics: a live event's calendar entry; anything else is 404 (no view is counted). */
export async function renderNoticeCalendar(ctx: AppContext, rawId: string): Promise<string> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const [row] = id ? await findListedNotices(ctx.db, [id], ctx.clock.now()) : [];
  const notice = row ? toListedNotice(row) : null;
  if (!notice || notice.category !== "events" || !notice.eventDate) throw notFound("Event not found");
  return renderCalendar([notice], ctx.config.publicUrl, notice.title);
}

/** GET /events.ics?location=: every upcoming live event, of one town or everywhere, soonest first. */
export async function renderEventsCalendar(
  ctx: AppContext,
  rawLocation: string | undefined,
): Promise<string> {
  const location = rawLocation !== ALL_LOCATIONS && isLocation(rawLocation) ? rawLocation : undefined;
  const now = ctx.clock.now();
  const ids = await findUpcomingEventIds(ctx.db, location, now, CALENDAR_SIZE);
  const byId = new Map((await findListedNotices(ctx.db, ids, now)).map((r) => [r.id, toListedNotice(r)]));
  const events = ids.flatMap<PublicNotice>((id) => byId.get(id) ?? []);
  const name = `Events in ${location ? locationLabel(location) : "Shropshire"} | Shropshire Noticeboard`;
  return renderCalendar(events, ctx.config.publicUrl, name);
}

/** Home, the categories and each category × town page that has live notices. */
async function pageUrls(ctx: AppContext): Promise<SitemapUrl[]> {
  const base = ctx.config.publicUrl;
  const towns = await findCategoryTowns(ctx.db, ctx.clock.now());
  return [
    { loc: `${base}/` },
    ...CATEGORIES.map((c) => ({ loc: `${base}/category/${c}` })),
    ...towns
      .filter((t) => isCategory(t.category) && isLocation(t.location))
      .map((t) => ({ loc: `${base}/category/${t.category}?location=${t.location}` })),
  ];
}

/**
 * The sitemap: one file while every address fits under `limit`, otherwise an index of parts (`/sitemap-N.xml`), each
 * `limit` addresses long: the pages first, then live notices by id with their last change as `lastmod`.
 */
export async function renderSitemapPart(
  ctx: AppContext,
  part: number | null,
  limit: number,
): Promise<string> {
  const now = ctx.clock.now();
  const base = ctx.config.publicUrl;
  const pages = await pageUrls(ctx);
  const total = pages.length + (await countLiveNotices(ctx.db, now));
  const parts = Math.ceil(total / limit);
  if (part === null && parts > 1) {
    return renderSitemapIndex(Array.from({ length: parts }, (_, i) => `${base}/sitemap-${i + 1}.xml`));
  }
  const index = part ?? 1;
  if (index < 1 || index > Math.max(parts, 1) || (part !== null && parts <= 1)) throw notFound("Not found");
  const start = (index - 1) * limit;
  const fromPages = pages.slice(start, start + limit);
  const noticeOffset = Math.max(0, start - pages.length);
  const noticeCount = limit - fromPages.length;
  const notices = noticeCount > 0 ? await findSitemapNotices(ctx.db, now, noticeCount, noticeOffset) : [];
  return renderSitemap([
    ...fromPages,
    ...notices.map((n) => ({
      loc: `${base}${noticePath(n.id, n.title)}`,
      lastmod: n.updatedAt.toISOString(),
    })),
  ]);
}

/** Paths robots.txt keeps out besides every secret-link page: the moderator's pages and the API. */
const PRIVATE_PATHS = ["/admin", "/api", "/manage", "/verify"];

/**
 * robots.txt: the private paths and every secret-link page (the one list in common/client-routes.ts, derived from the
 * page modules) kept out. A test passes a list of its own.
 */
export function renderRobots(ctx: AppContext, secretPaths: readonly string[] = SECRET_PATH_PREFIXES): string {
  const secretPages = secretPaths.filter((prefix) => !PRIVATE_PATHS.some((path) => prefix.startsWith(path)));
  return [
    "User-agent: *",
    ...[...PRIVATE_PATHS, ...secretPages].map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
