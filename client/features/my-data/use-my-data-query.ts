import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/my-data/{token}: everything tied to the address behind the link. */
export function useMyDataQuery(token: string) {
  return useQuery({
    queryKey: queryKeys.myData(token),
    queryFn: () => call(api.GET("/api/my-data/{token}", { params: { path: { token } } })),
  });
}
