import { useMutation } from "@tanstack/react-query";
import type { AdminNotice } from "@common/notice-types";
import type { RejectionReason } from "@common/rejection-reasons";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { useModerationDecisions } from "./moderation-decisions";

interface ActionSpec<V> {
  run: (variables: V) => Promise<unknown>;
  success: (variables: V) => { title: string; description: string };
  failure: string;
}

/** A Notices tab decision on one notice with its toast either way (product-spec.md §8). */
function useNoticeAction<V>({ run, success, failure }: ActionSpec<V>) {
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, variables) => toast(success(variables)),
    onError: (error) => toast({ variant: "destructive", title: failure, description: errorMessage(error) }),
  });
}

export function useApproveNoticeMutation() {
  const decisions = useModerationDecisions();
  return useNoticeAction<AdminNotice>({
    run: (n) => decisions.approve(n.id),
    success: (n) => ({ title: "Notice approved", description: `"${n.title}" is now live.` }),
    failure: "Failed to approve notice",
  });
}

/** Always with one of the reasons (common/rejection-reasons.ts). */
export function useRejectNoticeMutation() {
  const decisions = useModerationDecisions();
  return useNoticeAction<{ notice: AdminNotice; reason: RejectionReason }>({
    run: ({ notice, reason }) => decisions.reject(notice.id, reason),
    success: ({ notice }) => ({
      title: "Notice rejected",
      description: `"${notice.title}" will not be published.`,
    }),
    failure: "Failed to reject notice",
  });
}

/** The toast says the state the notice had before, turned over. */
export function useToggleFeatureMutation() {
  const decisions = useModerationDecisions();
  return useNoticeAction<AdminNotice>({
    run: (n) => decisions.toggleFeature(n.id),
    success: (n) => ({
      title: "Notice feature status updated",
      description: n.isFeatured ? `"${n.title}" is no longer featured.` : `"${n.title}" is now featured.`,
    }),
    failure: "Failed to update feature status",
  });
}

/** Gone for good, from the admin's lists and the public's. */
export function useDeleteNoticeMutation() {
  const decisions = useModerationDecisions();
  return useNoticeAction<AdminNotice>({
    run: (n) => decisions.deleteNotice(n.id),
    success: (n) => ({ title: "Notice deleted", description: `"${n.title}" has been permanently deleted.` }),
    failure: "Failed to delete notice",
  });
}
