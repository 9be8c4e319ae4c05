import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManagedNotice } from "@common/manage-schemas";
import type { NoticeOutcome } from "@common/notice-outcomes";
import { apiRequest, apiUpload } from "@/lib/api-client";

const manageUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}`;
export const managedNoticeKey = (token: string) => [manageUrl(token)] as const;

/** The notice behind the link: reading it changes nothing, so it is an ordinary query. */
export function useManagedNotice(token: string) {
  return useQuery({
    queryKey: managedNoticeKey(token),
    queryFn: () => apiRequest<ManagedNotice>("GET", manageUrl(token)),
  });
}

/** Each action answers the notice as it now stands; the page shows it at once and public lists refresh. */
function useManageMutation<V>(token: string, send: (variables: V) => Promise<ManagedNotice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (notice) => {
      queryClient.setQueryData(managedNoticeKey(token), notice);
      void queryClient.invalidateQueries({ queryKey: ["/api/notices"] });
      void queryClient.invalidateQueries({ queryKey: [`/api/notices/${notice.id}`] });
    },
  });
}

export function useEditManagedNotice(token: string) {
  return useManageMutation(token, (form: FormData) =>
    apiUpload<ManagedNotice>("PATCH", manageUrl(token), form),
  );
}

export function useRenewNotice(token: string) {
  return useManageMutation(token, () => apiRequest<ManagedNotice>("POST", `${manageUrl(token)}/renew`));
}

export function useCloseNotice(token: string) {
  return useManageMutation(token, (outcome: NoticeOutcome) =>
    apiRequest<ManagedNotice>("POST", `${manageUrl(token)}/close`, { outcome }),
  );
}

export function useDeleteManagedNotice(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("DELETE", manageUrl(token)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["/api/notices"] }),
  });
}
