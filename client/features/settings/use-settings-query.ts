import { useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "@common/settings-schemas";
import { settingsQuery } from "@/lib/page-queries";

/**
 * GET /api/settings (lib/page-queries.ts): in the server-rendered notice page's data, else fetched once per visit.
 * Until it answers, payments count as off, so a route to featuring never appears and then fails.
 */
export function useSettings(): PublicSettings {
  const query = useQuery(settingsQuery());
  return {
    paymentsEnabled: query.data?.paymentsEnabled ?? false,
    usualWaitHours: query.data?.usualWaitHours ?? null,
  };
}
