import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { setAdminHint } from "@/lib/admin-hint";
import { queryKeys } from "@/lib/query-keys";

/** Forgets everything fetched as an admin, so another session starts clean. */
export function removeAdminQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.admin.all });
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
