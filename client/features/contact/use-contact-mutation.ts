import { useMutation } from "@tanstack/react-query";
import type { ContactForm } from "@common/contact-schemas";
import { api, call } from "@/lib/api";

/** POST /api/contact: the message goes to the poster by e-mail; neither side sees the other's address here. */
export function useContactMutation(noticeId: number) {
  return useMutation({
    mutationFn: (input: ContactForm) => call(api.POST("/api/contact", { body: { ...input, noticeId } })),
  });
}
