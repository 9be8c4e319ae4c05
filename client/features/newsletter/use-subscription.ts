import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Subscription, SubscriptionUpdate } from "@common/subscriber-schemas";
import { apiRequest } from "@/lib/api-client";

const subscriptionKey = (token: string) => [`/api/subscription/${token}`];

/** The subscription behind a link from a newsletter e-mail. */
export function useSubscription(token: string) {
  return useQuery<Subscription>({ queryKey: subscriptionKey(token) });
}

export function useUpdateSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SubscriptionUpdate) =>
      apiRequest<Subscription>("PATCH", `/api/subscription/${token}`, update),
    onSuccess: (saved) => queryClient.setQueryData(subscriptionKey(token), saved),
  });
}

/** The same call a mail program's one-click button makes (RFC 8058), without its form body. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", `/api/unsubscribe/${token}`),
    onSuccess: () =>
      queryClient.setQueryData<Subscription>(
        subscriptionKey(token),
        (old) => old && { ...old, isActive: false },
      ),
  });
}

export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ email: string; manageToken: string }>("POST", "/api/subscribe/confirm", { token }),
  });
}
