import { useMutation } from "@tanstack/react-query";
import type { AdminLoginInput, AdminLoginResult } from "@common/admin-login-schema";
import { apiRequest } from "@/lib/api-client";
import { useSignedIn } from "./use-admin-auth";

/** The password step: signs in, or (two-factor sign-in on) calls onCodeNeeded for the second step. */
export function useLoginMutation(onSuccess: () => void, onCodeNeeded: () => void) {
  const signedIn = useSignedIn(onSuccess);
  return useMutation({
    mutationFn: (input: AdminLoginInput) => apiRequest<AdminLoginResult>("POST", "/api/admin/login", input),
    onSuccess: (result) => {
      if ("mfaRequired" in result) onCodeNeeded();
      else signedIn();
    },
  });
}
