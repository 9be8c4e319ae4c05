import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyDataDeleted } from "@common/manage-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/my-data/{token}: everything held about the address goes, its notices from the public lists too. */
export function useDeleteMyDataMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MyDataDeleted>("DELETE", `/api/my-data/${encodeURIComponent(token)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }),
  });
}
