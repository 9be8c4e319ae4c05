import type { QueryClient } from "@tanstack/react-query";

/** The public list of a notice's approved comments (fetched by the default queryFn). */
export const noticeCommentsKey = (noticeId: number) => [`/api/notices/${noticeId}/comments`] as const;

/** Prefix of every admin comment list, whatever its filters. */
export const ADMIN_COMMENTS_KEY = "/api/admin/comments";

/** After a visitor comments or reports: that notice's list and the moderator's lists. */
export async function invalidateNoticeComments(queryClient: QueryClient, noticeId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: noticeCommentsKey(noticeId) }),
    queryClient.invalidateQueries({ queryKey: [ADMIN_COMMENTS_KEY] }),
  ]);
}

/** After a moderator's action: the admin lists, every public comment list, and notices (they carry comment counts). */
export async function invalidateAllComments(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_COMMENTS_KEY] }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/notices"),
    }),
  ]);
}
