import type { CommentInput } from "@common/comment-schemas";
import { api, call } from "@/lib/api";
import { useSubmission } from "@/lib/use-submission";

/**
 * POST /api/notices/{id}/comments: the comment waits for a moderator, so no list this visitor sees changes. The form is
 * an island without the query cache (comment-form-island.tsx), hence useSubmission, not useMutation.
 */
export function usePostCommentMutation(noticeId: number) {
  return useSubmission((input: CommentInput) =>
    call(api.POST("/api/notices/{id}/comments", { params: { path: { id: String(noticeId) } }, body: input })),
  );
}
