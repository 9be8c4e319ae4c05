import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Subscription, SubscriptionUpdate } from "@common/subscriber-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/subscription/{token}: the answer is the subscription as saved, shown at once. */
export function useUpdateSubscriptionMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SubscriptionUpdate) =>
      apiRequest<Subscription>("PATCH", `/api/subscription/${token}`, update),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.subscription(token), saved),
  });
}
