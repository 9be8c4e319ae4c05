import { useQuery } from "@tanstack/react-query";
import type { MyData } from "@common/manage-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/my-data/{token}: everything tied to the address behind the link. */
export function useMyDataQuery(token: string) {
  return useQuery({
    queryKey: queryKeys.myData(token),
    queryFn: () => apiRequest<MyData>("GET", `/api/my-data/${encodeURIComponent(token)}`),
  });
}
