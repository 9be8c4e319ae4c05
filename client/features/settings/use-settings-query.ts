import { useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "@common/settings-schemas";

/**
 * GET /api/settings, fetched once per visit (the server's settings do not change while it runs). Until it answers,
 * payments count as off, so a route to featuring never appears and then fails.
 */
export function useSettings(): PublicSettings {
  const query = useQuery<PublicSettings>({ queryKey: ["/api/settings"], staleTime: Infinity });
  return { paymentsEnabled: query.data?.paymentsEnabled ?? false };
}
