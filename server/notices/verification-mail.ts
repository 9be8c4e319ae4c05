import { LIMITS } from "../../common/limits";
import { usualWaitSentence } from "../../common/usual-wait";
import { manageLinkLine } from "./manage-links";
import { renderMail } from "../mail/mail-template";
import type { MailMessage } from "../mail/mail-transport";

export const VERIFICATION_SUBJECT = "Please confirm your notice on Shropshire Noticeboard";

/** The activation mail: the link, what happens next, and that the link expires after 24 hours. */
export function verificationMail(input: {
  to: string;
  title: string;
  url: string;
  manageUrl: string;
  /** The board's usual wait in hours (common/usual-wait.ts); null leaves the sentence out. */
  usualWaitHours: number | null;
}): MailMessage {
  const usualWait = usualWaitSentence(input.usualWaitHours);
  return renderMail({
    to: input.to,
    // A fixed subject: the title is the poster's text and never goes into a header.
    subject: VERIFICATION_SUBJECT,
    paragraphs: [
      "Hello,",
      `Thank you for posting "${input.title}" on Shropshire Noticeboard.`,
      "Please confirm your e-mail address to activate your notice by opening this link:",
    ],
    action: { label: "Confirm my notice", url: input.url },
    after: [
      `This link expires after ${LIMITS.verificationTtlHours} hours. If it has expired, please post your notice again.`,
      `What happens next: once you have confirmed, our moderators review your notice. When it is approved it is published (most notices stay visible for ${LIMITS.noticeLifetimeDays} days) and we will e-mail you when it is live.`,
      ...(usualWait ? [usualWait] : []),
      `If you did not post this notice, you can ignore this e-mail: an unconfirmed notice is deleted after ${LIMITS.unverifiedRetentionDays} days.`,
      manageLinkLine(input.manageUrl),
    ],
  });
}
