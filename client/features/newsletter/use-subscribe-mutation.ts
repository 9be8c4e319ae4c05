import { useMutation } from "@tanstack/react-query";
import type { SubscribeInput } from "@common/subscriber-schemas";
import { api, call } from "@/lib/api";

/** POST /api/subscribe: a confirmation mail goes to the address; nothing is subscribed until its button is pressed. */
export function useSubscribeMutation() {
  return useMutation({
    mutationFn: (input: SubscribeInput) => call(api.POST("/api/subscribe", { body: input })),
  });
}
