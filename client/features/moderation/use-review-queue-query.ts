import { useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { cursorPages, cursorQuery } from "@/lib/cursor-pages";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/queue, page after page (the cursor is the last pending notice's id). */
export function useReviewQueueQuery() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.queue,
    queryFn: ({ pageParam }) =>
      call(api.GET("/api/admin/queue", { params: { query: cursorQuery(pageParam) } })),
    ...cursorPages,
    // The moderator's local progress (cards done) must not be reshuffled by a background refetch.
    refetchOnWindowFocus: false,
  });
}
