import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicComment, ReportInput } from "@common/comment-schemas";
import { apiRequest } from "@/lib/api-client";
import { invalidateNoticeComments } from "./comment-queries";

/** POST /api/comments/{id}/report: flags the comment for the moderator. */
export function useReportCommentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, input }: { comment: PublicComment; input: ReportInput }) =>
      apiRequest("POST", `/api/comments/${comment.id}/report`, input),
    onSuccess: (_data, { comment }) => void invalidateNoticeComments(queryClient, comment.noticeId),
  });
}
