import type { ContactForm } from "@common/contact-schemas";
import { api, call } from "@/lib/api";
import { useSubmission } from "@/lib/use-submission";

/**
 * POST /api/contact: the message goes to the poster by e-mail; neither side sees the other's address here. The dialog
 * is an island without the query cache (contact-island.tsx), hence useSubmission, not useMutation.
 */
export function useContactMutation(noticeId: number) {
  return useSubmission((input: ContactForm) =>
    call(api.POST("/api/contact", { body: { ...input, noticeId } })),
  );
}
