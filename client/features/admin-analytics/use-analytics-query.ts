import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export type AnalyticsPeriod = "7" | "30" | "90";

/** GET /api/admin/analytics?days=7|30|90 (server/analytics/analytics-routes.ts). */
export function useAnalyticsQuery(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: queryKeys.admin.analytics(days),
    queryFn: () => call(api.GET("/api/admin/analytics", { params: { query: { days } } })),
  });
}
