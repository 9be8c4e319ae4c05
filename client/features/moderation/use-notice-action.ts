import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminNotice } from "@common/admin-notice-schemas";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { refreshNotices } from "./refresh-notices";

interface ActionSpec<V> {
  run: (variables: V) => Promise<unknown>;
  success: (variables: V) => { title: string; description: string };
  failure: string;
}

/** A dashboard action on one notice: its toast either way, then the lists that show it refreshed. */
export function useNoticeAction<V = AdminNotice>({ run, success, failure }: ActionSpec<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (_data, variables) => {
      toast(success(variables));
      await refreshNotices(queryClient);
    },
    onError: (error) => {
      toast({ variant: "destructive", title: failure, description: errorMessage(error) });
    },
  });
}
