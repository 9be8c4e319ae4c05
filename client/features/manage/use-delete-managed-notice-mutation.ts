import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { manageUrl } from "./use-managed-notice";

/** DELETE /api/manage/{token}: the notice is gone, so only the public lists are refreshed. */
export function useDeleteManagedNoticeMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("DELETE", manageUrl(token)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }),
  });
}
