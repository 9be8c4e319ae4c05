/*
 * The reasons of "Report this notice", without zod: the dialog (an island, client/components/island.tsx) lists them
 * as it opens and loads the form's rules (notice-report-schemas.ts) only once the visitor starts.
 */
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
