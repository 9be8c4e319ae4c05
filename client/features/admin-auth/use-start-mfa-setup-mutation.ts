import { useMutation } from "@tanstack/react-query";
import type { AdminMfaSetup } from "@common/admin-mfa-schemas";
import { apiRequest } from "@/lib/api-client";

/** POST /api/admin/mfa/setup: a new secret for the authenticator app, kept pending until its first code. */
export function useStartMfaSetupMutation() {
  return useMutation({
    mutationFn: () => apiRequest<AdminMfaSetup>("POST", "/api/admin/mfa/setup"),
  });
}
