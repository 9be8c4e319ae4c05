import { useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "@common/settings-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /api/settings, fetched once per visit (the server's settings do not change while it runs). Until it answers,
 * payments count as off, so a route to featuring never appears and then fails.
 */
export function useSettings(): PublicSettings {
  const query = useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => call(api.GET("/api/settings", { signal })),
    staleTime: Infinity,
  });
  return {
    paymentsEnabled: query.data?.paymentsEnabled ?? false,
    usualWaitHours: query.data?.usualWaitHours ?? null,
  };
}
