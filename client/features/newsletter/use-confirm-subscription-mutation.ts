import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/subscribe/confirm: answers the address and the token of its subscription page. */
export function useConfirmSubscriptionMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ email: string; manageToken: string }>("POST", "/api/subscribe/confirm", { token }),
  });
}
