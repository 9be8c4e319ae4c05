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

/** Reasons that say all the moderator needs: their details are optional. */
export const SELF_EXPLAINING_REPORT_REASONS: readonly NoticeReportReason[] = ["gone", "wrong_category"];

export const detailsAreOptional = (reason: NoticeReportReason | undefined) =>
  reason !== undefined && SELF_EXPLAINING_REPORT_REASONS.includes(reason);

const DETAILS_TOO_SHORT = "Details must be at least 5 characters";

/**
 * The Report this notice form and POST /api/notices/{id}/report: details of at least 5 characters, except for a
 * reason that says it all ("Already sold or gone"), where they may be left out.
 */
export const NoticeReportInputSchema = z
  .object({
    reason: z.enum(NOTICE_REPORT_REASONS, { error: "Please choose a reason" }),
    details: z
      .string({ error: DETAILS_TOO_SHORT })
      .trim()
      .max(LIMITS.reportReasonMax, "Details must be less than 500 characters")
      .default(""),
  })
  .superRefine(
    (input, ctx) => {
      // Runs even when the reason is missing (both fields' errors at once), so even on a body that is no object at all;
      // a non-string details has its own error.
      if (typeof input !== "object" || input === null || typeof input.details !== "string") return;
      if (detailsAreOptional(input.reason) && input.details.length === 0) return;
      if (input.details.length < LIMITS.reportReasonMin)
        ctx.addIssue({ code: "custom", path: ["details"], message: DETAILS_TOO_SHORT });
    },
    { when: () => true },
  );
export type NoticeReportInput = z.infer<typeof NoticeReportInputSchema>;
