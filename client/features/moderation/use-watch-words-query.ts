import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/watch-words: the block and flag words, for the panel under the queue. */
export function useWatchWordsQuery() {
  return useQuery({
    queryKey: queryKeys.admin.watchWords,
    queryFn: () => call(api.GET("/api/admin/watch-words")),
  });
}
