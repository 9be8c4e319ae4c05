import { CATEGORY_LABELS } from "../../common/categories";
import { LOCATION_LABELS } from "../../common/locations";
import { FREQUENCY_LABELS } from "../../common/subscriber-choices";
import type { SubscriptionChoices } from "../../common/subscriber-schemas";
import { LIMITS } from "../../common/limits";
import type { Config } from "../config";
import { renderMail } from "../mail/mail-template";
import type { MailMessage } from "../mail/mail-transport";

export const CONFIRMATION_SUBJECT = "Please confirm your Shropshire Noticeboard newsletter";

/** "Ludlow, Wem" or "every town". */
export function describeChoices(choices: SubscriptionChoices): string {
  const towns = choices.locations.length
    ? choices.locations.map((l) => LOCATION_LABELS[l]).join(", ")
    : "every town";
  const categories = choices.categories.length
    ? choices.categories.map((c) => CATEGORY_LABELS[c]).join(", ")
    : "every category";
  return `${categories} in ${towns}, ${FREQUENCY_LABELS[choices.frequency].toLowerCase()}`;
}

/** The double opt-in mail: nothing else is ever sent to an address before its owner presses the button. */
export function confirmationMail(
  config: Config,
  input: { to: string; token: string; choices: SubscriptionChoices },
): MailMessage {
  return renderMail({
    to: input.to,
    subject: CONFIRMATION_SUBJECT,
    paragraphs: [
      "Hello,",
      `Someone, probably you, asked to receive new notices from Shropshire Noticeboard at this address: ${describeChoices(input.choices)}.`,
      "Please confirm by opening this link and pressing the button:",
    ],
    action: { label: "Confirm my subscription", url: `${config.publicUrl}/subscribe/confirm/${input.token}` },
    after: [
      `If you did not ask for this, ignore this e-mail: we will not write again, and your address is deleted after ${LIMITS.unconfirmedSubscriberRetentionDays} days.`,
    ],
  });
}
