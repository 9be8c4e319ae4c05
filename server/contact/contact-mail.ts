import type { Config } from "../config";
import type { MailMessage } from "../mail/mail-transport";
import { renderMail } from "../mail/mail-template";
import { noticePath } from "../../common/slug";
import type { ContactInput } from "../../common/contact-schemas";
import type { ContactableNotice } from "./contact-repository";

/** A visitor's message relayed to the poster; replying goes straight to the visitor (Reply-To). */
export function contactMessageMail(
  config: Config,
  notice: ContactableNotice,
  input: ContactInput,
): MailMessage {
  return renderMail({
    to: notice.contactEmail,
    replyTo: input.email,
    subject: `New message about your notice: ${notice.title}`,
    paragraphs: [
      "Hello,",
      `${input.name} (${input.email}) sent you a message about your notice "${notice.title}" on Shropshire Noticeboard:`,
      input.message,
      `Reply to this e-mail to answer ${input.name} directly. They will not see your address until you reply.`,
    ],
    action: { label: "View your notice", url: `${config.publicUrl}${noticePath(notice.id, notice.title)}` },
  });
}
