import { useQuery } from "@tanstack/react-query";
import type { Analytics } from "@common/analytics-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type AnalyticsPeriod = "7" | "30" | "90";

/** GET /api/admin/analytics?days=7|30|90 (server/analytics/analytics-routes.ts). */
export function useAnalytics(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: queryKeys.admin.analytics(days),
    queryFn: () => apiRequest<Analytics>("GET", `/api/admin/analytics?days=${days}`),
  });
}
