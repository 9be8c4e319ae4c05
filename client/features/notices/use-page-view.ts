import { useEffect } from "react";
import { api, call } from "@/lib/api";

/** Records a page view (POST /api/pageview); a failure is only logged, never shown. */
export function usePageView(page: "home" | "category" | "notice", category?: string, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    call(api.POST("/api/pageview", { body: category ? { page, category } : { page } })).catch(
      (err: unknown) => {
        console.warn("page view not recorded", err);
      },
    );
  }, [page, category, enabled]);
}
