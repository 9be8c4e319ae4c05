import { matchPage } from "@common/pages";
import { isNoticeId } from "@common/slug";
import { api, call } from "@/lib/api";

/** A view counted by POST /api/pageview: the home page, a category's list, or a notice. */
export interface PageView {
  page: "home" | "category" | "notice";
  category?: string;
}

/** The view a page counts when opened at this path (what its usePageView sends); null for any other page. */
export function pageViewAt(pathname: string): PageView | null {
  const match = matchPage(pathname);
  switch (match?.name) {
    case "home":
      return { page: "home" };
    case "category":
      return match.params.category
        ? { page: "category", category: match.params.category }
        : { page: "category" };
    case "notice":
      return isNoticeId(match.params.id ?? "") ? { page: "notice" } : null;
    default:
      return null;
  }
}

/** Records a page view; a failure is only logged, never shown. */
export function sendPageView(view: PageView): void {
  call(api.POST("/api/pageview", { body: view, keepalive: true })).catch((err: unknown) => {
    console.warn("page view not recorded", err);
  });
}

/** The view sent for the page as loaded (by boot.ts, before any script of the page), not yet taken by its hydration. */
let sentAtLoad: string | null = null;

/**
 * Counts the page as loaded, before it is hydrated (boot.ts): a visitor who only reads is counted too. The page's own
 * usePageView, when the page wakes, takes this view instead of sending it again. The view is sent in a task of its own,
 * just after the boot script's: preparing the request is a sizeable share of that script's work on a slow phone, and
 * one long task blocks a tap where two short ones do not (Lighthouse's blocking time). It is counted as sent at once,
 * so a page that wakes meanwhile still takes it.
 */
export function countLoadedPage(pathname = location.pathname): void {
  const view = pageViewAt(pathname);
  if (!view) return;
  sentAtLoad = JSON.stringify(view);
  setTimeout(() => sendPageView(view), 0);
}

/** Whether this view is the one counted at load and not yet taken (true at most once). */
export function takeLoadedPageView(view: PageView): boolean {
  if (sentAtLoad !== JSON.stringify(view)) return false;
  sentAtLoad = null;
  return true;
}
