import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicComment, ReportInput } from "@common/comment-schemas";
import { api, call } from "@/lib/api";
import { invalidateNoticeComments } from "./comment-queries";

/** POST /api/comments/{id}/report: flags the comment for the moderator. */
export function useReportCommentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, input }: { comment: PublicComment; input: ReportInput }) =>
      call(
        api.POST("/api/comments/{id}/report", { params: { path: { id: String(comment.id) } }, body: input }),
      ),
    onSuccess: (_data, { comment }) => void invalidateNoticeComments(queryClient, comment.noticeId),
  });
}
