import type { SCREEN_TERM_KINDS } from "@common/screen-schemas";

export type ScreenTermKinds = (typeof SCREEN_TERM_KINDS)[number];

/** The lists an admin adds to (a shipped phrase is turned off from the shipped vocabulary instead). */
export const ADDABLE_KINDS = [
  "spam",
  "innocent",
  "allow_domain",
] as const satisfies readonly ScreenTermKinds[];

export const TERM_KIND_LABELS: Record<ScreenTermKinds, string> = {
  spam: "Spam phrases",
  innocent: "Innocent phrases",
  allow_domain: "Allowed domains",
  off: "Shipped phrases turned off",
};

export const ADD_KIND_LABELS: Record<(typeof ADDABLE_KINDS)[number], string> = {
  spam: "Spam phrase",
  innocent: "Innocent phrase",
  allow_domain: "Allowed domain",
};

/** Why a decision was kept, in words. */
export const DECISION_SOURCE_LABELS: Record<string, string> = {
  approved: "Approved",
  released: "Released from Likely spam",
  rejected_spam: "Rejected as spam",
  removed_reported: "Removed after reports",
  message_released: "Message released from the Messages lane",
  message_blocked: "Message whose sender was blocked",
};
