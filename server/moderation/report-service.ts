import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { REPORTS_TO_HIDE, type NoticeReportInput } from "../../common/notice-report-schemas";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { findVerifiedNoticeForUpdate } from "./admin-notice-repository";
import { hideActiveNotice, updateNotice } from "../notices/notice-repository";
import { addressHash } from "../address-hash";
import { noticeSnapshot } from "../notices/notice-snapshot";
import { recordPosterOutcome } from "./trust-service";
import { recordScreenDecision } from "../signals/learned-screen";
import { countOpenNoticeReports, insertNoticeReport, resolveNoticeReports } from "./report-repository";

const NOTICE_REPORTS_PER_HOUR = 10;
export const REPORT_THANKS = "Thank you. A moderator will look at this notice soon.";
export const ALREADY_REPORTED = "You have already reported this notice.";

/**
 * A visitor reports a live notice: one report per address per notice; the third open report from different
 * addresses hides the notice until the moderator decides.
 */
export async function reportNotice(
  ctx: AppContext,
  noticeId: number,
  input: NoticeReportInput,
  clientAddress: string,
): Promise<void> {
  await requireRateLimit(
    ctx.db,
    perAddressRule("notice-report", clientAddress, NOTICE_REPORTS_PER_HOUR, HOUR),
    ctx.clock,
    "Too many reports. Please try again later.",
  );
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const notice = await findVerifiedNoticeForUpdate(tx, noticeId);
    if (!notice || notice.status !== "active") throw notFound("Notice not found");
    const reporterHash = addressHash(clientAddress);
    const isNew = await insertNoticeReport(tx, { noticeId, reporterHash, ...input, createdAt: now });
    if (!isNew) throw conflict(ALREADY_REPORTED);
    if ((await countOpenNoticeReports(tx, noticeId)) >= REPORTS_TO_HIDE)
      await hideActiveNotice(tx, noticeId, now);
  });
}

/** The moderator keeps a reported notice (reports closed, back on the board) or removes it (rejected). */
export async function decideNoticeReports(
  ctx: AppContext,
  noticeId: number,
  decision: "keep" | "remove",
  actor: AuditActor,
): Promise<Notice> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const notice = await findVerifiedNoticeForUpdate(tx, noticeId);
    if (!notice) throw notFound("Notice not found");
    const reportIds = await resolveNoticeReports(tx, noticeId, now);
    if (!reportIds.length) throw conflict("This notice has no open reports");
    const isShown = notice.status === "active" || notice.status === "hidden";
    const status = !isShown ? notice.status : decision === "keep" ? "active" : "rejected";
    const updated = await updateNotice(tx, noticeId, { status, updatedAt: now });
    await insertAudit(
      tx,
      actor,
      {
        action: `reports_${decision}`,
        targetType: "notice",
        targetId: noticeId,
        // `before` and `reportIds` let the review queue undo the decision for 10 seconds.
        details: { reports: reportIds.length, reportIds, before: noticeSnapshot(notice) },
      },
      now,
    );
    // A notice removed after reports ends its poster's trust.
    if (updated.status === "rejected" && isShown) {
      await recordPosterOutcome(tx, updated, "strike", now);
      await recordScreenDecision(tx, updated, "removed_reported", now);
    }
    return updated;
  });
}
