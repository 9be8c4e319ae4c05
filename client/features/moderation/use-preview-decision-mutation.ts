import { useMutation } from "@tanstack/react-query";
import type { AdminNotice } from "@common/notice-types";
import type { RejectionReason } from "@common/rejection-reasons";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { useModerationDecisions } from "./moderation-decisions";

export type PreviewDecision =
  { action: "approve" } | { action: "reject"; reason: RejectionReason } | { action: "keep" };

/** The admin preview banner's decision on its notice, through the same decisions as the tabs and the queue. */
export function usePreviewDecisionMutation(notice: AdminNotice) {
  const decisions = useModerationDecisions();
  return useMutation({
    mutationFn: (decision: PreviewDecision) => {
      if (decision.action === "approve") return decisions.approve(notice.id);
      if (decision.action === "reject") return decisions.reject(notice.id, decision.reason);
      return decisions.decideReports(notice.id, "keep");
    },
    onSuccess: (updated) =>
      toast({ title: updated.status === "active" ? "Notice approved" : "Notice updated" }),
    onError: (error) =>
      toast({ variant: "destructive", title: "That did not work", description: errorMessage(error) }),
  });
}
