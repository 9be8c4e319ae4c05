import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/manage/{token}: the notice is gone, so only the public lists are refreshed. */
export function useDeleteManagedNoticeMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.DELETE("/api/manage/{token}", { params: { path: { token } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }),
  });
}
