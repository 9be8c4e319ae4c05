import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api";

/** POST /api/subscribe/confirm: answers the address and the token of its subscription page. */
export function useConfirmSubscriptionMutation() {
  return useMutation({
    mutationFn: (token: string) => call(api.POST("/api/subscribe/confirm", { body: { token } })),
  });
}
