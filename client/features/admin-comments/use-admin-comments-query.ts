import { useQuery } from "@tanstack/react-query";
import type { CommentStatus } from "@common/statuses";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export type StatusFilter = "all" | CommentStatus;

export interface CommentFilters {
  status: StatusFilter;
  reportedOnly: boolean;
}

/** GET /api/admin/comments[?status][&reported=true]: status omitted when all (product-spec.md §7). */
export function useAdminCommentsQuery(filters: CommentFilters) {
  const { status, reportedOnly } = filters;
  return useQuery({
    queryKey: queryKeys.admin.comments.list(filters),
    queryFn: () =>
      call(
        api.GET("/api/admin/comments", {
          params: {
            query: {
              ...(status === "all" ? {} : { status }),
              ...(reportedOnly ? { reported: "true" as const } : {}),
            },
          },
        }),
      ),
  });
}
