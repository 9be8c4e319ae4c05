import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client";

/** Records a page view (POST /api/pageview); a failure is only logged, never shown. */
export function usePageView(page: "home" | "category" | "notice", category?: string, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    apiRequest("POST", "/api/pageview", category ? { page, category } : { page }).catch((err: unknown) => {
      console.warn("page view not recorded", err);
    });
  }, [page, category, enabled]);
}
