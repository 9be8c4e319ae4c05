import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api";

/** POST /api/admin/mfa/setup: a new secret for the authenticator app, kept pending until its first code. */
export function useStartMfaSetupMutation() {
  return useMutation({
    mutationFn: () => call(api.POST("/api/admin/mfa/setup")),
  });
}
