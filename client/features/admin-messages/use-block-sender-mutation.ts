import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/ui/use-toast";

/** POST /api/admin/blocked-senders: that address's messages are no longer passed on. */
export function useBlockSenderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => call(api.POST("/api/admin/blocked-senders", { body: { email } })),
    onSuccess: async (_data, email) => {
      toast({ title: "Sender blocked", description: `Messages from ${email} will no longer be passed on.` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.contactMessages.all });
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Could not block sender", description: errorMessage(error) }),
  });
}
