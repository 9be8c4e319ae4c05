import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMfaCodeInput } from "@common/admin-mfa-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/mfa/enable: the first code turns it on; answers the recovery codes, shown once. */
export function useEnableMfaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminMfaCodeInput) => call(api.POST("/api/admin/mfa/enable", { body: input })),
    // Refreshed when the dialog closes, so the recovery codes are not swept away by the banner disappearing.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.checkAuth, refetchType: "none" }),
  });
}
