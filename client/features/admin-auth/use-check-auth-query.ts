import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AdminCheckAuth } from "@common/admin-login-schema";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/ui/use-toast";
import { setAdminHint } from "@/lib/admin-hint";

/** Forgets everything fetched as an admin, so another session starts clean. */
export function removeAdminQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.admin.all });
}

/** GET /api/admin/check-auth, keeping the signed-in hint (lib/admin-hint.ts) in step with its answer. */
async function checkAuth(): Promise<AdminCheckAuth> {
  try {
    const answer = await apiRequest<AdminCheckAuth>("GET", "/api/admin/check-auth");
    setAdminHint(true);
    return answer;
  } catch (error) {
    setAdminHint(false);
    throw error;
  }
}

/** GET /api/admin/check-auth: any failure (network or non-2xx) means "not logged in". */
export function useCheckAuth() {
  return useQuery({
    queryKey: queryKeys.admin.checkAuth,
    queryFn: checkAuth,
  });
}

/** What either sign-in step does once it succeeds. */
export function useSignedIn(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return () => {
    removeAdminQueries(queryClient);
    setAdminHint(true);
    toast({ title: "Login successful", description: "Welcome to the admin dashboard." });
    onSuccess();
  };
}
