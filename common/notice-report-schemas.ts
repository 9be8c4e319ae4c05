import { z } from "zod";
import { LIMITS } from "./limits";
import { NOTICE_REPORT_REASONS, detailsAreOptional } from "./notice-report-reasons";

export * from "./notice-report-reasons";

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
