/**
 * The comment form posted without JavaScript is answered by the notice's page with `?comment=` one of these
 * (issue 38): sent, refused (the browser's checks were passed by, and the server's were not), or too many at once.
 * Apart from the schemas so that the notice page loads no part of zod before its first paint.
 */
export const COMMENT_FORM_ANSWERS = {
  sent: {
    title: "Comment submitted",
    description: "Your comment will appear once approved by a moderator.",
  },
  invalid: {
    title: "Failed to submit comment",
    description:
      "Your name needs at least 2 characters, your email must be a valid address, and the comment 5 to 500 characters.",
  },
  busy: { title: "Failed to submit comment", description: "Too many comments. Please try again later." },
} as const;
export type CommentFormAnswer = keyof typeof COMMENT_FORM_ANSWERS;
