import { useEffect } from "react";
import { sendPageView, takeLoadedPageView } from "./page-view";

/**
 * Records a page view (POST /api/pageview); a failure is only logged, never shown. The page as loaded was counted before
 * it woke (page-view.ts, boot.ts): its hydration does not count it again.
 */
export function usePageView(page: "home" | "category" | "notice", category?: string, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const view = category ? { page, category } : { page };
    if (!takeLoadedPageView(view)) sendPageView(view);
  }, [page, category, enabled]);
}
