import { useQuery } from "@tanstack/react-query";
import type { AdminComment } from "@common/comment-schemas";
import type { CommentStatus } from "@common/statuses";
import { LIMITS } from "@common/limits";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type StatusFilter = "all" | CommentStatus;

export interface CommentFilters {
  status: StatusFilter;
  reportedOnly: boolean;
}

/** GET /api/admin/comments[?status][&reported=true]: status omitted when all (product-spec.md §7). */
export function adminCommentsUrl({ status, reportedOnly }: CommentFilters): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (reportedOnly) params.set("reported", "true");
  const query = params.toString();
  return query ? `/api/admin/comments?${query}` : "/api/admin/comments";
}

export function useAdminComments(filters: CommentFilters) {
  return useQuery({
    queryKey: queryKeys.admin.comments.list(filters),
    queryFn: () => apiRequest<AdminComment[]>("GET", adminCommentsUrl(filters)),
  });
}

/** "First sixty characters..." as the table shows it (product-spec.md §9). */
export function excerpt(content: string, length: number = LIMITS.commentExcerpt): string {
  return content.length > length ? `${content.slice(0, length)}...` : content;
}

/** Approve is offered when not approved, and on a reported comment to keep it and clear the report. */
export const canApprove = (c: AdminComment) => c.status !== "approved" || c.isReported;
export const canReject = (c: AdminComment) => c.status !== "rejected";
