import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { removeAdminQueries } from "./admin-session";
import { setAdminHint } from "@/lib/admin-hint";

export function useLogoutMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.POST("/api/admin/logout")),
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
