import { useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "@common/settings-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /api/settings, fetched once per visit (the server's settings do not change while it runs). Until it answers,
 * payments count as off, so a route to featuring never appears and then fails.
 */
export function useSettings(): PublicSettings {
  const query = useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => apiRequest<PublicSettings>("GET", "/api/settings"),
    staleTime: Infinity,
  });
  return { paymentsEnabled: query.data?.paymentsEnabled ?? false };
}
