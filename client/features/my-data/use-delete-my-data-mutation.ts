import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/my-data/{token}: everything held about the address goes, its notices from the public lists too. */
export function useDeleteMyDataMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.DELETE("/api/my-data/{token}", { params: { path: { token } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }),
  });
}
