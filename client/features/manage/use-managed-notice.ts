import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManagedNotice } from "@common/manage-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const manageUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}`;

/** The notice behind the link: reading it changes nothing, so it is an ordinary query. */
export function useManagedNotice(token: string) {
  return useQuery({
    queryKey: queryKeys.managedNotice(token),
    queryFn: () => apiRequest<ManagedNotice>("GET", manageUrl(token)),
  });
}

/** Each action answers the notice as it now stands; the page shows it at once and public lists refresh. */
export function useManageMutation<V>(token: string, send: (variables: V) => Promise<ManagedNotice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (notice) => {
      queryClient.setQueryData(queryKeys.managedNotice(token), notice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
    },
  });
}
