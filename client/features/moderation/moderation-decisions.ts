import { useMemo } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RejectionReason } from "@common/rejection-reasons";
import type { CommentDecision } from "@common/statuses";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The admin query families a decision can change: notices and their counts, comments, messages, history, analytics. */
const CHANGED_ADMIN_FAMILIES = new Set<unknown>([
  queryKeys.admin.notices.all[1],
  queryKeys.admin.stats[1],
  queryKeys.admin.comments.all[1],
  queryKeys.admin.contactMessages.all[1],
  queryKeys.admin.audit("", "")[1],
  queryKeys.admin.analytics("")[1],
]);

/**
 * After any moderation decision (or its undo, or an edit): what the Notices tab, the Comments tab, the History and
 * the preview show, and every public list and notice page (kept for the visit, so without this the board would be
 * shown as it was). The review queue is only marked stale: its cards done are hidden locally while it is open, and it
 * fetches afresh the next time it is shown.
 */
export async function refreshAfterDecision(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: queryKeys.admin.all,
      predicate: (query) => CHANGED_ADMIN_FAMILIES.has(query.queryKey[1]),
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.queue, refetchType: "none" }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }),
  ]);
}

const idPath = (id: number) => ({ params: { path: { id: String(id) } } });

/** Whom a multi-card undo reverses, all or none. */
export interface UndoTargets {
  notices: number[];
  comments: number[];
}

/**
 * One function per moderation decision, used by the Notices tab, the Comments tab, the review queue and the preview
 * banner alike: each makes its one server call, then refreshes what it changed (refreshAfterDecision) before it
 * resolves.
 */
export function useModerationDecisions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const decided = async <T>(answer: Promise<T>): Promise<T> => {
      const result = await answer;
      await refreshAfterDecision(queryClient);
      return result;
    };
    return {
      approve: (id: number) => decided(call(api.PATCH("/api/admin/notices/{id}/approve", idPath(id)))),
      reject: (id: number, reason: RejectionReason) =>
        decided(call(api.PATCH("/api/admin/notices/{id}/reject", { ...idPath(id), body: { reason } }))),
      deleteNotice: (id: number) => decided(call(api.DELETE("/api/admin/notices/{id}", idPath(id)))),
      toggleFeature: (id: number) =>
        decided(call(api.PATCH("/api/admin/notices/{id}/toggle-feature", idPath(id)))),
      /** A poster's edit of a live notice: applied or dropped (final on the server: the queue holds it for its undo). */
      decideEdit: (id: number, decision: "approve" | "reject") =>
        decided(
          call(
            decision === "approve"
              ? api.PATCH("/api/admin/notices/{id}/edit/approve", idPath(id))
              : api.PATCH("/api/admin/notices/{id}/edit/reject", idPath(id)),
          ),
        ),
      decideReports: (id: number, decision: "keep" | "remove") =>
        decided(call(api.PATCH("/api/admin/notices/{id}/reports", { ...idPath(id), body: { decision } }))),
      moderateComment: (id: number, status: CommentDecision) =>
        decided(call(api.PATCH("/api/admin/comments/{id}", { ...idPath(id), body: { status } }))),
      deleteComment: (id: number) => decided(call(api.DELETE("/api/admin/comments/{id}", idPath(id)))),
      /** One card through its own undo; several ("Approve all selected") as a whole, all or none. */
      undo: ({ notices, comments }: UndoTargets): Promise<unknown> => {
        const [notice] = notices;
        const [comment] = comments;
        if (notices.length + comments.length > 1)
          return decided(call(api.POST("/api/admin/queue/undo", { body: { notices, comments } })));
        if (notice !== undefined)
          return decided(call(api.POST("/api/admin/notices/{id}/undo", idPath(notice))));
        return decided(call(api.POST("/api/admin/comments/{id}/undo", idPath(comment))));
      },
    };
  }, [queryClient]);
}

export type ModerationDecisions = ReturnType<typeof useModerationDecisions>;
