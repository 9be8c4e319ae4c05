import { useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { cursorPages, cursorQuery } from "@/lib/cursor-pages";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/contact-messages[?search][&cursor]: every relayed message, newest first, page after page. */
export function useContactMessagesQuery(search: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.contactMessages.list(search),
    queryFn: ({ pageParam }) =>
      call(
        api.GET("/api/admin/contact-messages", {
          params: { query: { ...(search ? { search } : {}), ...cursorQuery(pageParam) } },
        }),
      ),
    ...cursorPages,
    staleTime: 0,
  });
}
