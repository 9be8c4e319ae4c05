import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMfaCodeInput, AdminRecoveryCodes } from "@common/admin-mfa-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/mfa/enable: the first code turns it on; answers the recovery codes, shown once. */
export function useEnableMfaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminMfaCodeInput) =>
      apiRequest<AdminRecoveryCodes>("POST", "/api/admin/mfa/enable", input),
    // Refreshed when the dialog closes, so the recovery codes are not swept away by the banner disappearing.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.checkAuth, refetchType: "none" }),
  });
}
