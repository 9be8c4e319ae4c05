/** The answer to a message from an address moderators have blocked (403). */
export const BLOCKED_SENDER_MESSAGE =
  "Messages from this address can no longer be sent through the noticeboard.";

/**
 * The contact form posted without JavaScript (issue 38) is answered by the notice's page with `?contact=` one of
 * these: sent (the dialog's toast, product-spec.md §8), refused (the browser's checks were passed by, and the server's
 * were not), too many at once, or an address moderators have blocked. Apart from the schemas so that the notice page
 * loads no part of zod before its first paint.
 */
export const CONTACT_FORM_ANSWERS = {
  sent: { title: "Message sent", description: "Your message has been sent to the seller" },
  invalid: {
    title: "Failed to send message",
    description:
      "Your name needs at least 2 characters, your email must be a valid address, and the message at least 10 characters.",
  },
  busy: { title: "Failed to send message", description: "Too many messages. Please try again later." },
  blocked: { title: "Failed to send message", description: BLOCKED_SENDER_MESSAGE },
} as const;
export type ContactFormAnswer = keyof typeof CONTACT_FORM_ANSWERS;
