import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminComment } from "@common/comment-schemas";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { invalidateAllComments } from "@/features/comments/comment-queries";

const STATUS_DONE: Record<"approved" | "rejected", string> = {
  approved: "The comment has been approved.",
  rejected: "The comment has been rejected.",
};

/** PATCH /api/admin/comments/{id}: approve (which also clears a report) or reject. */
export function useUpdateCommentStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "approved" | "rejected" }) =>
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
