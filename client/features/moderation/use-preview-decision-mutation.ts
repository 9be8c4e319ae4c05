import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminNotice } from "@common/admin-notice-schemas";
import type { RejectionReason } from "@common/rejection-reasons";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { refreshNotices } from "./refresh-notices";
import { queueApi } from "./use-review-queue";

export type PreviewDecision =
  { action: "approve" } | { action: "reject"; reason: RejectionReason } | { action: "keep" };

/**
 * The admin preview banner's decision on its notice: the preview (under the admin notices family), the admin's lists
 * and the public lists and page all follow.
 */
export function usePreviewDecisionMutation(notice: AdminNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PreviewDecision) => {
      if (decision.action === "approve") return queueApi.approve(notice.id);
      if (decision.action === "reject") return queueApi.reject(notice.id, decision.reason);
      return queueApi.decideReports(notice.id, "keep");
    },
    onSuccess: async (updated) => {
      toast({ title: updated.status === "active" ? "Notice approved" : "Notice updated" });
      await refreshNotices(queryClient);
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "That did not work", description: errorMessage(error) }),
  });
}
