import { useQuery } from "@tanstack/react-query";
import type { Subscription } from "@common/subscriber-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The subscription behind a link from a newsletter e-mail. */
export function useSubscription(token: string) {
  return useQuery({
    queryKey: queryKeys.subscription(token),
    queryFn: () => apiRequest<Subscription>("GET", `/api/subscription/${token}`),
  });
}
