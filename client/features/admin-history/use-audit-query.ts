import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { AuditAction } from "@common/audit-schemas";
import { api, call } from "@/lib/api";
import { cursorPages, cursorQuery } from "@/lib/cursor-pages";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/audit[?action][&admin][&cursor]: the History tab, newest first, page after page. */
export function useAuditQuery(action: AuditAction | undefined, person: string | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.audit(action ?? "all", person ?? "all"),
    queryFn: ({ pageParam }) =>
      call(
        api.GET("/api/admin/audit", {
          params: {
            query: {
              ...(action ? { action } : {}),
              ...(person ? { admin: person } : {}),
              ...cursorQuery(pageParam),
            },
          },
        }),
      ),
    ...cursorPages,
    staleTime: 0,
  });
}

/** GET /api/admin/audit/people: every name the history holds, for the Person filter. */
export function useAuditPeopleQuery() {
  return useQuery({
    queryKey: queryKeys.admin.auditPeople,
    queryFn: ({ signal }) => call(api.GET("/api/admin/audit/people", { signal })),
    staleTime: 0,
  });
}
