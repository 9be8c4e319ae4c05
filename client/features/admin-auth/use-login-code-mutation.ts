import { useMutation } from "@tanstack/react-query";
import type { AdminMfaCodeInput } from "@common/admin-mfa-schemas";
import { api, call } from "@/lib/api";
import { useSignedIn } from "./admin-session";

/** The second sign-in step: a 6-digit code or a recovery code. */
export function useLoginCodeMutation(onSuccess: () => void) {
  const signedIn = useSignedIn(onSuccess);
  return useMutation({
    mutationFn: (input: AdminMfaCodeInput) => call(api.POST("/api/admin/login/mfa", { body: input })),
    onSuccess: signedIn,
  });
}
