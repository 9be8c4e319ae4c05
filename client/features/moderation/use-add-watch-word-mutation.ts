import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WatchWordKind } from "@common/watch-word-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/watch-words: a block word refuses a notice at posting, a flag word marks it. */
export function useAddWatchWordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { word: string; kind: WatchWordKind }) =>
      call(api.POST("/api/admin/watch-words", { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.watchWords }),
  });
}
