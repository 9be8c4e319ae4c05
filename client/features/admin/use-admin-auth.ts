import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AdminCheckAuth } from "@common/admin-login-schema";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/ui/use-toast";

/** Forgets everything fetched as an admin, so another session starts clean. */
export function removeAdminQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.admin.all });
}

/** GET /api/admin/check-auth: any failure (network or non-2xx) means "not logged in". */
export function useCheckAuth() {
  return useQuery({
    queryKey: queryKeys.admin.checkAuth,
    queryFn: () => apiRequest<AdminCheckAuth>("GET", "/api/admin/check-auth"),
  });
}

/** What either sign-in step does once it succeeds. */
export function useSignedIn(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return () => {
    removeAdminQueries(queryClient);
    toast({ title: "Login successful", description: "Welcome to the admin dashboard." });
    onSuccess();
  };
}
