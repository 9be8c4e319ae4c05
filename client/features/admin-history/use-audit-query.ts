import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditAction } from "@common/audit-schemas";
import { api, call } from "@/lib/api";
import { cursorPages, cursorQuery } from "@/lib/cursor-pages";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/audit[?action][&cursor]: the History tab, newest first, page after page. */
export function useAuditQuery(action: AuditAction | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.audit(action ?? "all"),
    queryFn: ({ pageParam }) =>
      call(
        api.GET("/api/admin/audit", {
          params: { query: { ...(action ? { action } : {}), ...cursorQuery(pageParam) } },
        }),
      ),
    ...cursorPages,
    staleTime: 0,
  });
}
