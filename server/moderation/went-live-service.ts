import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { toAdminNotice } from "../notices/notice-dto";
import type { AuditActor } from "../audit/audit-repository";
import { findVerifiedNoticeForUpdate } from "./admin-notice-repository";
import { rejectNoticeIn } from "./admin-notice-service";
import type { WentLiveList } from "../../common/moderation-lane-schemas";
import type { RejectNoticeBody } from "../../common/rejection-reasons";
import { findWentLiveWithoutReview } from "./trust-repository";

export const WENT_LIVE_DAYS = 7;
export const WENT_LIVE_LIMIT = 200;

/** "Went live without review": trusted posters' notices approved automatically in the last 7 days, newest first. */
export async function getWentLive(ctx: AppContext): Promise<WentLiveList> {
  const since = new Date(ctx.clock.now().getTime() - WENT_LIVE_DAYS * DAY);
  const rows = await findWentLiveWithoutReview(ctx.db, since, WENT_LIVE_LIMIT);
  return {
    items: rows.map((r) => ({ notice: toAdminNotice(r.notice), wentLiveAt: r.wentLiveAt.toISOString() })),
  };
}

/**
 * A moderator checking the sample removes a live notice: rejected like a pending one (the poster told why, held
 * through the undo window, so "Undo" puts it back live), and its poster's trust ends.
 */
export async function removeWentLiveNotice(
  ctx: AppContext,
  id: number,
  body: RejectNoticeBody,
  actor: AuditActor,
): Promise<Notice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await findVerifiedNoticeForUpdate(tx, id);
    if (!current) throw notFound("Notice not found");
    if (current.status !== "active") throw conflict("Only live notices can be removed");
    return rejectNoticeIn(ctx, tx, current, {
      body: body ?? undefined,
      actor,
      now,
      action: "went_live_remove",
    });
  });
  ctx.mail.kick();
  return notice;
}
