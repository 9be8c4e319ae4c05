import { z } from "zod";
import { LIMITS } from "./limits";
import { contactEmailSchema } from "./notice-schemas";
import { COMMENT_DECISIONS, COMMENT_STATUSES, type CommentStatus } from "./statuses";
import { foldLineBreaks } from "./storable-text";

/** Comment form and POST /api/notices/:id/comments share these rules (product-spec.md §5). */
export const CommentInputSchema = z.object({
  authorName: z
    .string({ error: "Name must be at least 2 characters" })
    .overwrite(foldLineBreaks)
    .trim()
    .min(LIMITS.nameMin, "Name must be at least 2 characters")
    .max(LIMITS.nameMax, "Name must be less than 100 characters"),
  authorEmail: contactEmailSchema,
  content: z
    .string({ error: "Comment must be at least 5 characters" })
    .trim()
    .min(LIMITS.commentMin, "Comment must be at least 5 characters")
    .max(LIMITS.commentMax, "Comment must be less than 500 characters"),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

/** Report form and POST /api/comments/:id/report. */
export const ReportInputSchema = z.object({
  reason: z
    .string({ error: "Reason must be at least 5 characters" })
    .trim()
    .min(LIMITS.reportReasonMin, "Reason must be at least 5 characters")
    .max(LIMITS.reportReasonMax, "Reason must be less than 500 characters"),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  pending: "Awaiting approval",
  approved: "Approved",
  rejected: "Rejected",
};

/** GET /api/admin/comments: `status` omitted (or "all") means every status; `reported=true` keeps reported ones. */
export const AdminCommentQuerySchema = z.object({
  status: z
    .enum([...COMMENT_STATUSES, "all"], { error: "Status must be pending, approved or rejected" })
    .optional(),
  reported: z.enum(["true", "false"], { error: "Reported must be true or false" }).optional(),
});
export type AdminCommentQuery = z.infer<typeof AdminCommentQuerySchema>;

/** PATCH /api/admin/comments/:id: the moderator approves or rejects. */
export const CommentModerationSchema = z.object({
  status: z.enum(COMMENT_DECISIONS, { error: "Status must be approved or rejected" }),
});
export type CommentModeration = z.infer<typeof CommentModerationSchema>;

/** A public comment (server-contract.md §2): never the author's e-mail, never report data. */
export const PublicCommentSchema = z.object({
  id: z.number(),
  noticeId: z.number(),
  authorName: z.string(),
  content: z.string(),
  status: z.enum(COMMENT_STATUSES),
  createdAt: z.string(),
});
export type PublicComment = z.infer<typeof PublicCommentSchema>;
/** GET /api/notices/{id}/comments. */
export const PublicCommentListSchema = z.array(PublicCommentSchema);

/** Admin answers add the e-mail, the report, and the notice's title. */
export const AdminCommentSchema = PublicCommentSchema.extend({
  authorEmail: z.string(),
  isReported: z.boolean(),
  reportReason: z.string().nullable(),
  title: z.string(),
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;
/** GET /api/admin/comments. */
export const AdminCommentListSchema = z.array(AdminCommentSchema);
