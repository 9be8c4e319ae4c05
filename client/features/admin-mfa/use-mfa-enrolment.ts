import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMfaCodeInput, AdminMfaSetup, AdminRecoveryCodes } from "@common/admin-mfa-schemas";
import { apiRequest } from "@/lib/api-client";
import { CHECK_AUTH_KEY } from "@/features/admin/use-admin-auth";

/** POST /api/admin/mfa/setup: a new secret for the authenticator app, kept pending until its first code. */
export function useStartMfaSetup() {
  return useMutation({
    mutationFn: () => apiRequest<AdminMfaSetup>("POST", "/api/admin/mfa/setup"),
  });
}

/** POST /api/admin/mfa/enable: the first code turns it on; answers the recovery codes, shown once. */
export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminMfaCodeInput) =>
      apiRequest<AdminRecoveryCodes>("POST", "/api/admin/mfa/enable", input),
    // Refreshed when the dialog closes, so the recovery codes are not swept away by the banner disappearing.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHECK_AUTH_KEY], refetchType: "none" }),
  });
}
