import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { invalidateAllComments } from "@/features/comments/comment-queries";

/** DELETE /api/admin/comments/{id}: gone for good, and the notice's comment count with it. */
export function useDeleteCommentMutation() {
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
