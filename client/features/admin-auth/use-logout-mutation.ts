import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { removeAdminQueries } from "./use-admin-auth";
import { setAdminHint } from "@/lib/admin-hint";

export function useLogoutMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/logout"),
    onSuccess: () => {
      removeAdminQueries(queryClient);
      setAdminHint(false);
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
