import { useMutation } from "@tanstack/react-query";
import type { AdminLoginInput } from "@common/admin-login-schema";
import { api, call } from "@/lib/api";
import { useSignedIn } from "./admin-session";

/** The password step: signs in, or (two-factor sign-in on) calls onCodeNeeded for the second step. */
export function useLoginMutation(onSuccess: () => void, onCodeNeeded: () => void) {
  const signedIn = useSignedIn(onSuccess);
  return useMutation({
    mutationFn: (input: AdminLoginInput) => call(api.POST("/api/admin/login", { body: input })),
    onSuccess: (result) => {
      if ("mfaRequired" in result) onCodeNeeded();
      else signedIn();
    },
  });
}
