import type { SubscribeInput } from "@common/subscriber-schemas";
import { api, call } from "@/lib/api";
import { useSubmission } from "@/lib/use-submission";

/**
 * POST /api/subscribe: a confirmation mail goes to the address; nothing is subscribed until its button is pressed. The
 * form is an island of its own (subscribe-form-slot.tsx), with no query cache: nothing the page shows changes.
 */
export function useSubscribeMutation() {
  return useSubmission((input: SubscribeInput) => call(api.POST("/api/subscribe", { body: input })));
}
