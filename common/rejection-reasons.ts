import { z } from "zod";

/** Why a moderator turns a notice down; the poster is told in plain words (issue 12, point 3). */
export const REJECTION_REASONS = [
  "duplicate",
  "wrong_category",
  "missing_details",
  "prohibited",
  "spam",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Short labels for the moderator's choice. */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  duplicate: "Duplicate",
  wrong_category: "Wrong category",
  missing_details: "Missing details",
  prohibited: "Prohibited content",
  spam: "Spam",
  other: "Other",
};

/** The sentence the poster reads, in the rejection mail and on the manage page. */
export const REJECTION_REASON_TEXTS: Record<RejectionReason, string> = {
  duplicate: "It repeats a notice that is already on the board.",
  wrong_category: "It was posted in the wrong category.",
  missing_details: "It is missing details people need, such as a price, a date or a place.",
  prohibited: "It offers or describes something our posting guidelines do not allow.",
  spam: "It looks like spam or advertising that does not belong on a community noticeboard.",
  other: "It does not meet our posting guidelines.",
};

export const REJECTION_NOTE_MAX = 500;

/**
 * PATCH /api/admin/notices/{id}/reject: an optional body. The spec's client sends none, which stays valid (no reason
 * is then given to the poster beyond the guidelines).
 */
export const RejectNoticeBodySchema = z
  .object({
    reason: z.enum(REJECTION_REASONS, { error: "Please choose a reason" }),
    note: z
      .string()
      .trim()
      .max(REJECTION_NOTE_MAX, `Note must be less than ${REJECTION_NOTE_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .nullish();
export type RejectNoticeBody = z.output<typeof RejectNoticeBodySchema>;

export function isRejectionReason(value: unknown): value is RejectionReason {
  return typeof value === "string" && (REJECTION_REASONS as readonly string[]).includes(value);
}
