import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditAction } from "@common/audit-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/audit[?action][&cursor]: the History tab, newest first, page after page. */
export function useAuditQuery(action: AuditAction | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.audit(action ?? "all"),
    queryFn: ({ pageParam }) =>
      call(
        api.GET("/api/admin/audit", {
          params: { query: { ...(action ? { action } : {}), ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
