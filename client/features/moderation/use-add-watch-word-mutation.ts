import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WatchWord, WatchWordKind } from "@common/watch-word-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/watch-words: a block word refuses a notice at posting, a flag word marks it. */
export function useAddWatchWordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { word: string; kind: WatchWordKind }) =>
      apiRequest<WatchWord>("POST", "/api/admin/watch-words", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.watchWords }),
  });
}
