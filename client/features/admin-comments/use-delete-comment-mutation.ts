import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { useModerationDecisions } from "@/features/moderation/moderation-decisions";

/** Gone for good, and the notice's comment count with it. */
export function useDeleteCommentMutation() {
  const decisions = useModerationDecisions();
  return useMutation({
    mutationFn: (id: number) => decisions.deleteComment(id),
    onSuccess: () =>
      toast({ title: "Comment deleted", description: "The comment has been permanently deleted." }),
    onError: (error) => {
      toast({ variant: "destructive", title: "Failed to delete comment", description: errorMessage(error) });
    },
  });
}
