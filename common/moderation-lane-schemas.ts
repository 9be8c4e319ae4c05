import { z } from "zod";
import { AdminNoticeSchema } from "./notice-answer-schemas";

/** Why a notice is held as likely spam (server/moderation/spam-score.ts weighs each). */
export const SPAM_REASON_KINDS = [
  "block_word",
  "spam_text",
  "same_text",
  "burst_email",
  "burst_address",
  "links_new_poster",
  "contact_new_poster",
  "watch_word",
  "new_poster",
  "capitals",
  "price_outlier",
  "content",
  "link_reputation",
  "learned",
  "assist_rule",
] as const;
export type SpamReasonKind = (typeof SPAM_REASON_KINDS)[number];

export const SpamReasonSchema = z.object({
  kind: z.enum(SPAM_REASON_KINDS),
  label: z.string(),
  weight: z.number(),
});
export type SpamReason = z.infer<typeof SpamReasonSchema>;

/** One notice in the "Likely spam" lane: why it is there, and when it is rejected if nobody releases it. */
export const SpamLaneItemSchema = z.object({
  notice: AdminNoticeSchema,
  score: z.number(),
  reasons: z.array(SpamReasonSchema),
  heldAt: z.string(),
  rejectsAt: z.string(),
});
export type SpamLaneItem = z.infer<typeof SpamLaneItemSchema>;

export const SpamLaneSchema = z.object({ items: z.array(SpamLaneItemSchema), total: z.number() });
export type SpamLane = z.infer<typeof SpamLaneSchema>;

/** One notice a trusted poster's confirmation put live without review, as it is now (it may have been removed). */
export const WentLiveItemSchema = z.object({ notice: AdminNoticeSchema, wentLiveAt: z.string() });
export type WentLiveItem = z.infer<typeof WentLiveItemSchema>;

export const WentLiveListSchema = z.object({ items: z.array(WentLiveItemSchema) });
export type WentLiveList = z.infer<typeof WentLiveListSchema>;

export const TRUST_THRESHOLD_MAX = 50;

/** The trusted-poster rule an admin sets: on or off, and how many approved notices earn trust. */
export const TrustSettingsSchema = z.object({
  enabled: z.boolean(),
  threshold: z
    .number({ error: "Please enter a whole number" })
    .int("Please enter a whole number")
    .min(1, "The threshold must be at least 1")
    .max(TRUST_THRESHOLD_MAX, `The threshold must be at most ${TRUST_THRESHOLD_MAX}`),
});
export type TrustSettings = z.infer<typeof TrustSettingsSchema>;
