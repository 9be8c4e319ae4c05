import { renderMail } from "../mail/mail-template";
import type { MailMessage } from "../mail/mail-transport";

export const MY_DATA_SUBJECT = "Your data on Shropshire Noticeboard";

/** The one-hour link to see and delete everything held about the address. */
export function myDataMail(to: string, url: string): MailMessage {
  return renderMail({
    to,
    subject: MY_DATA_SUBJECT,
    paragraphs: [
      "Hello,",
      "Someone, hopefully you, asked to see everything Shropshire Noticeboard holds about this e-mail address: notices, comments, messages sent to posters and newsletter subscriptions.",
      "Open this link to see it all and, if you wish, delete it with one button:",
    ],
    action: { label: "See my data", url },
    after: [
      "The link works once and expires after 1 hour. Opening it deletes nothing: you choose on the page.",
      "If you did not ask for this, you can ignore this e-mail.",
    ],
  });
}
