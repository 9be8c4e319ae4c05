import { isClientRoute } from "./client-routes";

/** The long-form pages, by path; their titles are the pages' own headings. */
export const STATIC_PAGES = {
  "/about": {
    title: "About Shropshire Noticeboard",
    description:
      "A free, friendly place for everyone in Shropshire to share what's happening, what's for sale and what's needed.",
  },
  "/posting-guidelines": {
    title: "Posting Guidelines",
    description:
      "A few simple rules keep the noticeboard useful, safe and friendly for everyone in Shropshire.",
  },
  "/terms": {
    title: "Terms of Service",
    description: "The rules for using Shropshire Noticeboard.",
  },
  "/privacy": {
    title: "Privacy Policy",
    description:
      "We collect as little personal information as we can, use it only to run the noticeboard, and never sell it.",
  },
} as const;

export type StaticPagePath = keyof typeof STATIC_PAGES;

/** A page the server renders to HTML; every other known route is the client-only app shell. */
export type PublicPage =
  | { kind: "home" }
  | { kind: "category"; category: string }
  | { kind: "notice"; id: string }
  | { kind: "poster"; id: string }
  | { kind: "static"; path: StaticPagePath }
  | { kind: "not-found" };

/** Which public page a path is, or null for a client-only route (verify, admin, payment, manage links …). */
export function publicPageOf(pathname: string): PublicPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return { kind: "home" };
  const category = /^\/category\/([^/]+)$/.exec(path);
  if (category) return { kind: "category", category: safeDecode(category[1]) };
  const notice = /^\/notice\/([^/]+)(\/[^/]*)?$/.exec(path);
  if (notice) return { kind: "notice", id: safeDecode(notice[1]) };
  const poster = /^\/poster\/(\d{1,9})$/.exec(path);
  if (poster) return { kind: "poster", id: poster[1] };
  if (path in STATIC_PAGES) return { kind: "static", path: path as StaticPagePath };
  return isClientRoute(pathname) ? null : { kind: "not-found" };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
