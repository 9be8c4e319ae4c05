import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/newsletter: subscriber counts and the last digest run. */
export function useNewsletterStatsQuery() {
  return useQuery({
    queryKey: queryKeys.admin.newsletter,
    queryFn: () => call(api.GET("/api/admin/newsletter")),
  });
}
