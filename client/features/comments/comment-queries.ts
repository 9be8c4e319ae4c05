import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/** After a visitor comments or reports: that notice's list and the moderator's lists. */
export async function invalidateNoticeComments(queryClient: QueryClient, noticeId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.notices.comments(noticeId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.comments.all }),
  ]);
}
