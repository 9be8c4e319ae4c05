import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/admin/watch-words/{id}. */
export function useRemoveWatchWordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/watch-words/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.watchWords }),
  });
}
