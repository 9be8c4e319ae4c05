import { useMutation } from "@tanstack/react-query";
import type { CommentDecision } from "@common/statuses";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { useModerationDecisions } from "@/features/moderation/moderation-decisions";

const STATUS_DONE: Record<CommentDecision, string> = {
  approved: "The comment has been approved.",
  rejected: "The comment has been rejected.",
};

/** Approve (which also clears a report) or reject, through the same decision as the review queue. */
export function useUpdateCommentStatusMutation() {
  const decisions = useModerationDecisions();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CommentDecision }) =>
      decisions.moderateComment(id, status),
    onSuccess: (_data, { status }) => toast({ title: "Comment updated", description: STATUS_DONE[status] }),
    onError: (error) => {
      toast({ variant: "destructive", title: "Failed to update comment", description: errorMessage(error) });
    },
  });
}
