/**
 * The newsletter's choices and the consent words, without their schemas (subscriber-schemas.ts): the sign-up form shows
 * them before the validation library has loaded.
 */
export const FREQUENCIES = ["daily", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  daily: "Daily (at 7am)",
  weekly: "Weekly (Friday at 7am)",
};

/** What the form says next to the button; the server records these words with each consent. */
export const SUBSCRIBE_CONSENT_TEXT =
  "We will e-mail you a link to confirm. Then we send you new notices matching your choice, daily or weekly. Every e-mail has a link to change your choice or unsubscribe at once.";
