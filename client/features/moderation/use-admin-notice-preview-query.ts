import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { ApiError } from "@/lib/api-client";
import { hasAdminHint, setAdminHint } from "@/lib/admin-hint";
import { queryKeys } from "@/lib/query-keys";

/**
 * A logged-in admin's view of a notice the public cannot see (GET /api/admin/notices/{id}). Asked only when this
 * browser holds a moderator's session (lib/admin-hint.ts): a visitor never calls it, so no 401 in their console.
 */
export function useAdminNoticePreviewQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.notices.detail(id),
    queryFn: async () => {
      try {
        return await call(api.GET("/api/admin/notices/{id}", { params: { path: { id } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) setAdminHint(false);
        throw error;
      }
    },
    enabled: enabled && hasAdminHint(),
  });
}
