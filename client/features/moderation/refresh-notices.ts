import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * After a moderator changed a notice (approved, rejected, edited, featured, deleted, taken back): the admin's lists and
 * counts, and every public list and notice page, since what the public sees may have changed with it. The public
 * queries are kept for the visit (staleTime Infinity), so without this an admin going back to the board sees it as
 * it was.
 */
export async function refreshNotices(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.notices.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }),
  ]);
}
