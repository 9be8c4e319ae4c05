import type { ReportInput } from "@common/comment-schemas";
import { api, call } from "@/lib/api";
import { useSubmission } from "@/lib/use-submission";

/**
 * POST /api/comments/{id}/report: flags the comment for the moderator (the public list does not change). The dialog
 * is an island without the query cache (report-comment-island.tsx), hence useSubmission, not useMutation.
 */
export function useReportCommentMutation(commentId: number) {
  return useSubmission((input: ReportInput) =>
    call(api.POST("/api/comments/{id}/report", { params: { path: { id: String(commentId) } }, body: input })),
  );
}
