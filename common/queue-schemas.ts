import { z } from "zod";
import { CursorQuerySchema, cursorPageSchema } from "./cursor-page";
import { RecordIdSchema } from "./id-params-schema";

import { AdminNoticeSchema } from "./notice-answer-schemas";
import { EditChangeSchema } from "./notice-edit-diff";

export const SIGNAL_KINDS = [
  "near_duplicate",
  "busy_email",
  "busy_address",
  "new_poster",
  "links",
  "contact_in_text",
  "watch_word",
  "capitals",
  "price_outlier",
  /** A reason of the spam score at confirmation (below the hold threshold): why it waits for a person. */
  "spam_score",
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** One reason a notice might be spam or a duplicate: a short chip text, and the other notice when it is a duplicate. */
export const SignalSchema = z.object({
  kind: z.enum(SIGNAL_KINDS),
  label: z.string(),
  noticeId: z.number().optional(),
});
export type Signal = z.infer<typeof SignalSchema>;

/** How this e-mail address has posted before (verified notices only). */
export const PosterHistorySchema = z.object({
  posted: z.number(),
  approved: z.number(),
  rejected: z.number(),
  firstSeen: z.string().nullable(),
});
export type PosterHistory = z.infer<typeof PosterHistorySchema>;

export const ReportSchema = z.object({
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type QueueReport = z.infer<typeof ReportSchema>;

export const QueueNoticeItemSchema = z.object({
  kind: z.literal("notice"),
  /**
   * `pending`: awaiting approval; `reported`: live (or hidden by reports) with open reports; `edited`: a live notice
   * whose poster's edit awaits approval (the notice is the live version, `edit` says what would change).
   */
  reason: z.enum(["pending", "reported", "edited"]),
  notice: AdminNoticeSchema,
  signals: z.array(SignalSchema),
  risk: z.number(),
  poster: PosterHistorySchema,
  reports: z.array(ReportSchema),
  edit: z.object({ submittedAt: z.string(), changes: z.array(EditChangeSchema) }).nullable(),
});

export const QueueCommentItemSchema = z.object({
  kind: z.literal("comment"),
  /** `reported`: an approved comment under report; `pending`: a new comment waiting for approval. */
  reason: z.enum(["pending", "reported"]),
  comment: z.object({
    id: z.number(),
    authorName: z.string(),
    authorEmail: z.string(),
    content: z.string(),
    status: z.string(),
    createdAt: z.string(),
    noticeId: z.number(),
    noticeTitle: z.string(),
  }),
  risk: z.number(),
  reports: z.array(ReportSchema),
});

export const QueueItemSchema = z.discriminatedUnion("kind", [QueueNoticeItemSchema, QueueCommentItemSchema]);
export type QueueItem = z.infer<typeof QueueItemSchema>;
export type QueueNoticeItem = z.infer<typeof QueueNoticeItemSchema>;
export type QueueCommentItem = z.infer<typeof QueueCommentItemSchema>;

/**
 * GET /api/admin/queue: reported items and pending comments (first page only) then pending notices oldest first, 50 a
 * page.
 */
export const QueuePageSchema = cursorPageSchema(QueueItemSchema).extend({
  /** Pending notices and comments plus reported items: the count in the tab. */
  total: z.number(),
});
export type QueuePage = z.infer<typeof QueuePageSchema>;

export const QueueQuerySchema = CursorQuerySchema;

/** PATCH /api/admin/notices/{id}/reports: the moderator keeps a reported notice (reports resolved) or removes it. */
export const ReportDecisionSchema = z.object({ decision: z.enum(["keep", "remove"]) });

/** Every queue action can be undone this long after it was made ("Undo" in the toast). */
export const UNDO_WINDOW_MS = 10_000;

const ids = z.array(RecordIdSchema).max(100);

/** POST /api/admin/queue/undo: "Approve all selected" undone as a whole (the notices and comments it decided). */
export const QueueUndoSchema = z
  .object({ notices: ids.default([]), comments: ids.default([]) })
  .refine((v) => v.notices.length + v.comments.length > 0, {
    message: "Please choose something to undo",
    path: ["notices"],
  });
export const QueueUndoAnswerSchema = z.object({ undone: z.number() });
