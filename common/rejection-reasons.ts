import { z } from "zod";

/** Why a moderator rejects a notice (issue 12 §3); the order is the queue's `r` then `1`–`6` keys. */
export const REJECTION_REASONS = [
  "duplicate",
  "wrong_category",
  "missing_details",
  "prohibited",
  "spam",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  duplicate: "Duplicate of another notice",
  wrong_category: "Wrong category",
  missing_details: "Missing details",
  prohibited: "Not allowed on the noticeboard",
  spam: "Spam",
  other: "Other",
};

export const RejectionInputSchema = z.object({
  reason: z.enum(REJECTION_REASONS, { error: "Please choose a reason" }),
  note: z.string().trim().max(500, "Note must be less than 500 characters").optional(),
});

/** PATCH /api/admin/notices/{id}/reject: the body is optional (the spec's client sends none; Fastify gives null). */
export const RejectNoticeSchema = z.preprocess((v) => v ?? undefined, RejectionInputSchema.optional());
export type RejectNoticeInput = z.output<typeof RejectNoticeSchema>;
