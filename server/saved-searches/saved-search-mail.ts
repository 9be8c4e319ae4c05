import { LIMITS } from "../../common/limits";
import {
  ALERT_FREQUENCY_LABELS,
  describeSavedSearch,
  type AlertFrequency,
} from "../../common/saved-search-schemas";
import type { Config } from "../config";
import { noticeListMail } from "../digest/digest-mail";
import type { DigestNotice } from "../digest/digest-selection";
import { renderMail } from "../mail/mail-template";
import type { MailMessage } from "../mail/mail-transport";

export const ALERT_CONFIRMATION_SUBJECT = "Please confirm your Shropshire Noticeboard alert";

export interface AlertChoice {
  search: string;
  location?: string | null;
  category?: string | null;
  frequency: AlertFrequency;
}

const describe = (choice: AlertChoice) =>
  describeSavedSearch({
    search: choice.search,
    location: choice.location ?? undefined,
    category: choice.category ?? undefined,
  });

/** The double opt-in mail of one alert: nothing is sent for it before its owner presses the button. */
export function alertConfirmationMail(
  config: Config,
  input: { to: string; token: string; choice: AlertChoice },
): MailMessage {
  return renderMail({
    to: input.to,
    subject: ALERT_CONFIRMATION_SUBJECT,
    paragraphs: [
      "Hello,",
      `Someone, probably you, asked to be e-mailed at this address when a notice matching ${describe(input.choice)} is posted on Shropshire Noticeboard (${ALERT_FREQUENCY_LABELS[input.choice.frequency].toLowerCase()}).`,
      "Please confirm by opening this link and pressing the button:",
    ],
    action: { label: "Confirm my alert", url: `${config.publicUrl}/alerts/confirm/${input.token}` },
    after: [
      `If you did not ask for this, ignore this e-mail: we will not write again, and the request is deleted after ${LIMITS.unconfirmedSubscriberRetentionDays} days.`,
    ],
  });
}

/** An alert: the new notices matching one saved search, with a one-click link that stops this alert only. */
export function alertMail(input: {
  publicUrl: string;
  to: string;
  savedSearchId: number;
  choice: AlertChoice;
  notices: DigestNotice[];
  manageToken: string;
}): MailMessage {
  const base = input.publicUrl;
  const count = input.notices.length;
  const notices = `${count} new notice${count === 1 ? "" : "s"}`;
  const stopUrl = `${base}/api/subscription/${input.manageToken}/saved-searches/${input.savedSearchId}/remove`;
  return noticeListMail({
    publicUrl: base,
    to: input.to,
    subject: `Your Shropshire Noticeboard alert: ${notices} for “${input.choice.search}”`,
    heading: `${notices} matching your alert: ${describe(input.choice)}.`,
    notices: input.notices,
    footerLinks: [
      { label: "Stop this alert", url: `${base}/alerts/stop/${input.manageToken}/${input.savedSearchId}` },
      { label: "Your alerts and newsletter", url: `${base}/subscription/${input.manageToken}` },
    ],
    oneClickUrl: stopUrl,
  });
}
