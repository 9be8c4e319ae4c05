import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminNotice } from "@common/admin-notice-schemas";
import type { QueuePage } from "@common/queue-schemas";
import type { RejectionReason } from "@common/rejection-reasons";
import type { CommentDecision } from "@common/statuses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const QUEUE_URL = "/api/admin/queue";

/** GET /api/admin/queue, page after page (the cursor is the last pending notice's id). */
export function useReviewQueue() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.queue,
    queryFn: ({ pageParam }) =>
      apiRequest<QueuePage>("GET", pageParam ? `${QUEUE_URL}?cursor=${pageParam}` : QUEUE_URL),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The moderator's local progress (cards done) must not be reshuffled by a background refetch.
    refetchOnWindowFocus: false,
  });
}

const notices = "/api/admin/notices";

/** The queue's server calls: each answers at once and the card moves on without waiting (see ReviewQueueTab). */
export const queueApi = {
  approve: (id: number) => apiRequest<AdminNotice>("PATCH", `${notices}/${id}/approve`),
  reject: (id: number, reason: RejectionReason) =>
    apiRequest<AdminNotice>("PATCH", `${notices}/${id}/reject`, { reason }),
  /** One card through its own undo; several ("Approve all selected") as a whole, all or none. */
  undo: (targets: { notices: number[]; comments: number[] }) => {
    const [notice] = targets.notices;
    const [comment] = targets.comments;
    if (targets.notices.length + targets.comments.length > 1)
      return apiRequest("POST", `${QUEUE_URL}/undo`, targets);
    return notice
      ? apiRequest<AdminNotice>("POST", `${notices}/${notice}/undo`)
      : apiRequest("POST", `/api/admin/comments/${comment}/undo`);
  },
  /** A poster's edit of a live notice: applied or dropped (final: no undo). */
  decideEdit: (id: number, decision: "approve" | "reject") =>
    apiRequest<AdminNotice>("PATCH", `${notices}/${id}/edit/${decision}`),
  decideReports: (id: number, decision: "keep" | "remove") =>
    apiRequest<AdminNotice>("PATCH", `${notices}/${id}/reports`, { decision }),
  moderateComment: (id: number, status: CommentDecision) =>
    apiRequest("PATCH", `/api/admin/comments/${id}`, { status }),
};

/**
 * After the queue changed: the other tabs' lists and counts follow, and so do the public lists and notice pages (an
 * approved notice appears, a removed one goes). The queue itself is left alone: its cards done are hidden locally.
 */
export function useRefreshAdminLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: queryKeys.admin.all,
      predicate: (q) => q.queryKey[1] !== queryKeys.admin.queue[1],
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
  };
}
