import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AdminCheckAuth, AdminLoginInput, AdminLoginResult } from "@common/admin-login-schema";
import type { AdminMfaCodeInput } from "@common/admin-mfa-schemas";
import { apiRequest } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";

export const CHECK_AUTH_KEY = "/api/admin/check-auth";

/** Forgets everything fetched as an admin, so another session starts clean. */
export function removeAdminQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/admin"),
  });
}

/** GET /api/admin/check-auth: any failure (network or non-2xx) means "not logged in". */
export function useCheckAuth() {
  return useQuery({
    queryKey: [CHECK_AUTH_KEY],
    queryFn: () => apiRequest<AdminCheckAuth>("GET", CHECK_AUTH_KEY),
  });
}

function useSignedIn(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return () => {
    removeAdminQueries(queryClient);
    toast({ title: "Login successful", description: "Welcome to the admin dashboard." });
    onSuccess();
  };
}

/** The password step: signs in, or (two-factor sign-in on) calls onCodeNeeded for the second step. */
export function useLogin(onSuccess: () => void, onCodeNeeded: () => void) {
  const signedIn = useSignedIn(onSuccess);
  return useMutation({
    mutationFn: (input: AdminLoginInput) => apiRequest<AdminLoginResult>("POST", "/api/admin/login", input),
    onSuccess: (result) => {
      if ("mfaRequired" in result) onCodeNeeded();
      else signedIn();
    },
  });
}

/** The second step: a 6-digit code or a recovery code. */
export function useLoginCode(onSuccess: () => void) {
  const signedIn = useSignedIn(onSuccess);
  return useMutation({
    mutationFn: (input: AdminMfaCodeInput) =>
      apiRequest<{ username: string }>("POST", "/api/admin/login/mfa", input),
    onSuccess: signedIn,
  });
}

export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/logout"),
    onSuccess: () => {
      removeAdminQueries(queryClient);
      toast({
        title: "Logged out successfully",
        description: "You have been logged out of the admin dashboard.",
      });
      onDone();
    },
    onError: () => {
      toast({ variant: "destructive", title: "Failed to log out", description: "Please try again" });
    },
  });
}
