import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubscriptionUpdate } from "@common/subscriber-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/subscription/{token}: the answer is the subscription as saved, shown at once. */
export function useUpdateSubscriptionMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SubscriptionUpdate) =>
      call(api.PATCH("/api/subscription/{token}", { params: { path: { token } }, body: update })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.subscription(token), saved),
  });
}
