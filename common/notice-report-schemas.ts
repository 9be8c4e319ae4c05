import { z } from "zod";
import { LIMITS } from "./limits";

/** Why a visitor reports a notice (issue 12 §5), in the order the dialog lists them. */
export const NOTICE_REPORT_REASONS = ["scam", "gone", "wrong_category", "offensive", "other"] as const;
export type NoticeReportReason = (typeof NOTICE_REPORT_REASONS)[number];

export const NOTICE_REPORT_REASON_LABELS: Record<NoticeReportReason, string> = {
  scam: "Scam or fraud",
  gone: "Already sold or gone",
  wrong_category: "Wrong category",
  offensive: "Offensive or illegal",
  other: "Other",
};

/** Three open reports from different addresses hide a notice until the moderator decides. */
export const REPORTS_TO_HIDE = 3;

/** The Report this notice form and POST /api/notices/{id}/report. */
export const NoticeReportInputSchema = z.object({
  reason: z.enum(NOTICE_REPORT_REASONS, { error: "Please choose a reason" }),
  details: z
    .string({ error: "Details must be at least 5 characters" })
    .trim()
    .min(LIMITS.reportReasonMin, "Details must be at least 5 characters")
    .max(LIMITS.reportReasonMax, "Details must be less than 500 characters"),
});
export type NoticeReportInput = z.infer<typeof NoticeReportInputSchema>;
