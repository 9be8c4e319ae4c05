import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManagedNotice } from "@common/manage-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The notice behind the link: reading it changes nothing, so it is an ordinary query. */
export function useManagedNoticeQuery(token: string) {
  return useQuery({
    queryKey: queryKeys.managedNotice(token),
    queryFn: () => call(api.GET("/api/manage/{token}", { params: { path: { token } } })),
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
