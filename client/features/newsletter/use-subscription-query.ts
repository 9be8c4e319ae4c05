import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The subscription behind a link from a newsletter e-mail. */
export function useSubscriptionQuery(token: string) {
  return useQuery({
    queryKey: queryKeys.subscription(token),
    queryFn: () => call(api.GET("/api/subscription/{token}", { params: { path: { token } } })),
  });
}
