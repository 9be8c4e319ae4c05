import type { Config } from "../config";
import type { Notice } from "../db/schema";
import type { MailMessage } from "../mail/mail-transport";
import { renderMail } from "../mail/mail-template";
import { isPaymentsConfigured } from "../payments/stripe-client";
import { formatDate } from "../../common/format";
import { noticePath } from "../../common/slug";
import { REJECTION_REASON_TEXTS, type RejectionReason } from "../../common/rejection-reasons";
import { manageLinkLine } from "../notices/manage-links";

/**
 * Tells the poster the notice is live: its link, until when, and a link to feature it (except discussions, and not
 * when payments are not configured: that link would only lead to an error).
 */
export function noticeApprovedMail(config: Config, notice: Notice, manageUrl: string): MailMessage {
  const url = `${config.publicUrl}${noticePath(notice.id, notice.title)}`;
  const until = notice.expiresAt
    ? `It will be listed until ${formatDate(notice.expiresAt)}.`
    : "It will stay listed until it is removed.";
  const after: string[] =
    notice.category === "discussion" || !isPaymentsConfigured(config)
      ? []
      : [`Want more people to see it? Feature your notice at the top of the board:\n${url}?feature=1`];
  after.push(manageLinkLine(manageUrl));
  return renderMail({
    to: notice.contactEmail,
    subject: `Your notice is live: ${notice.title}`,
    paragraphs: [
      "Hello,",
      `Good news: your notice "${notice.title}" has been approved by our moderators and is now live on Shropshire Noticeboard.`,
      until,
    ],
    action: { label: "View your notice", url },
    after,
  });
}

export interface RejectionDetails {
  reason?: RejectionReason;
  note?: string;
  /** Absent for spam: its manage links are revoked. */
  manageUrl?: string;
}

/**
 * Tells the poster the notice was not published: why, in plain words, with the moderator's note, and (unless it was
 * spam) the manage link to correct it and send it back for review.
 */
export function noticeRejectedMail(
  config: Config,
  notice: Notice,
  details: RejectionDetails = {},
): MailMessage {
  const why = details.reason
    ? [`The reason: ${REJECTION_REASON_TEXTS[details.reason]}`]
    : ["This usually means it did not meet our posting guidelines."];
  const note = details.note ? [`A note from the moderator:\n${details.note}`] : [];
  const next = details.manageUrl
    ? [
        "You can correct your notice and send it back for review from your manage page:",
        details.manageUrl,
      ].join("\n")
    : "You are welcome to post a new notice that follows our guidelines.";
  return renderMail({
    to: notice.contactEmail,
    subject: `Your notice was not published: ${notice.title}`,
    paragraphs: [
      "Hello,",
      `Thank you for posting on Shropshire Noticeboard. After review, our moderators have not published your notice "${notice.title}".`,
      ...why,
      ...note,
      next,
    ],
    action: { label: "Read the posting guidelines", url: `${config.publicUrl}/posting-guidelines` },
  });
}
