import { useMutation } from "@tanstack/react-query";
import type { AdminMfaCodeInput } from "@common/admin-mfa-schemas";
import { apiRequest } from "@/lib/api-client";
import { useSignedIn } from "./use-admin-auth";

/** The second sign-in step: a 6-digit code or a recovery code. */
export function useLoginCodeMutation(onSuccess: () => void) {
  const signedIn = useSignedIn(onSuccess);
  return useMutation({
    mutationFn: (input: AdminMfaCodeInput) =>
      apiRequest<{ username: string }>("POST", "/api/admin/login/mfa", input),
    onSuccess: signedIn,
  });
}
