import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/admin/watch-words/{id}. */
export function useRemoveWatchWordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(api.DELETE("/api/admin/watch-words/{id}", { params: { path: { id: String(id) } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.watchWords }),
  });
}
