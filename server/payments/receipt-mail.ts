import { formatDate, formatPence } from "../../common/format";
import { noticePath } from "../../common/slug";
import { FEATURE_TIERS, isFeatureTier } from "../../common/tiers";
import type { Config } from "../config";
import type { Notice, Payment } from "../db/schema";
import type { MailMessage } from "../mail/mail-transport";
import { renderMail } from "../mail/mail-template";
import type { FeaturingOutcome } from "./featuring";
import { manageLinkLine } from "../notices/manage-links";

function whatWasBought(payment: Payment): string {
  const days = `${payment.days} days`;
  return isFeatureTier(payment.tier)
    ? `${FEATURE_TIERS[payment.tier].label} of featuring (${days})`
    : `${days} of featuring`;
}

function whenItRuns(outcome: FeaturingOutcome): string {
  if (outcome.kind === "featured")
    return `Your notice is featured until ${formatDate(outcome.featuredUntil)}.`;
  if (outcome.kind === "awaiting-approval") {
    return "Featuring starts when your notice is approved by our moderators, and runs from that day.";
  }
  if (outcome.kind === "already-featured-without-end")
    return "Your notice is already featured with no end date.";
  return "Your notice can no longer be featured. Please reply to this e-mail and we will refund you.";
}

/** The receipt the poster gets once a featuring payment is fulfilled: what was bought, the amount and when it runs. */
export function featuringReceiptMail(
  config: Config,
  notice: Notice,
  payment: Payment,
  outcome: FeaturingOutcome,
  manageUrl: string,
): MailMessage {
  const live = notice.status === "active";
  return renderMail({
    to: notice.contactEmail,
    subject: `Receipt: featuring for "${notice.title}"`,
    paragraphs: [
      "Hello,",
      `Thank you for your payment. You bought ${whatWasBought(payment)} for your notice "${notice.title}".`,
      `Amount paid: ${formatPence(payment.amountPence)}`,
      whenItRuns(outcome),
      `Reference: ${payment.stripeSessionId}`,
    ],
    action: live
      ? { label: "View your notice", url: `${config.publicUrl}${noticePath(notice.id, notice.title)}` }
      : undefined,
    after: ["Featured services are non-refundable once featuring has started.", manageLinkLine(manageUrl)],
  });
}
