import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminComment } from "@common/comment-schemas";
import type { CommentDecision, CommentStatus } from "@common/statuses";
import { LIMITS } from "@common/limits";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { ADMIN_COMMENTS_KEY, invalidateAllComments } from "@/features/comments/comment-queries";

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
  return query ? `${ADMIN_COMMENTS_KEY}?${query}` : ADMIN_COMMENTS_KEY;
}

export function useAdminComments(filters: CommentFilters) {
  return useQuery({
    queryKey: [ADMIN_COMMENTS_KEY, filters],
    queryFn: () => apiRequest<AdminComment[]>("GET", adminCommentsUrl(filters)),
  });
}

const STATUS_DONE: Record<CommentDecision, string> = {
  approved: "The comment has been approved.",
  rejected: "The comment has been rejected.",
};

export function useUpdateCommentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CommentDecision }) =>
      apiRequest<AdminComment>("PATCH", `/api/admin/comments/${id}`, { status }),
    onSuccess: async (_data, { status }) => {
      toast({ title: "Comment updated", description: STATUS_DONE[status] });
      await invalidateAllComments(queryClient);
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Failed to update comment", description: errorMessage(error) });
    },
  });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/comments/${id}`),
    onSuccess: async () => {
      toast({ title: "Comment deleted", description: "The comment has been permanently deleted." });
      await invalidateAllComments(queryClient);
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Failed to delete comment", description: errorMessage(error) });
    },
  });
}

/** "First sixty characters..." as the table shows it (product-spec.md §9). */
export function excerpt(content: string, length: number = LIMITS.commentExcerpt): string {
  return content.length > length ? `${content.slice(0, length)}...` : content;
}

/** Approve is offered when not approved, and on a reported comment to keep it and clear the report. */
export const canApprove = (c: AdminComment) => c.status !== "approved" || c.isReported;
export const canReject = (c: AdminComment) => c.status !== "rejected";
