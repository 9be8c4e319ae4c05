import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The alerts of the address a subscription link belongs to. */
export function useSavedSearchesQuery(token: string) {
  return useQuery({
    queryKey: queryKeys.savedSearches(token),
    queryFn: () => call(api.GET("/api/subscription/{token}/saved-searches", { params: { path: { token } } })),
  });
}
