import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommentInput } from "@common/comment-schemas";
import { api, call } from "@/lib/api";
import { invalidateNoticeComments } from "./comment-queries";

/** POST /api/notices/{id}/comments: the comment waits for a moderator; the lists that may show it are refreshed. */
export function usePostCommentMutation(noticeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      call(
        api.POST("/api/notices/{id}/comments", { params: { path: { id: String(noticeId) } }, body: input }),
      ),
    // Not awaited: the toast and the reset form need not wait for the lists to refetch.
    onSuccess: () => void invalidateNoticeComments(queryClient, noticeId),
  });
}
