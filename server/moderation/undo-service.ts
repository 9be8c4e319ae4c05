import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { UNDO_WINDOW_MS } from "../../common/queue-schemas";
import { findUndoableAction, insertAudit, type AuditActor, type AuditRow } from "../audit/audit-repository";
import { findVerifiedNoticeForUpdate } from "./admin-notice-repository";
import { updateNotice } from "../notices/notice-repository";
import { restoredNotice, type NoticeSnapshot } from "../notices/notice-snapshot";
import type { AdminComment } from "../../common/comment-schemas";
import {
  findAdminComment,
  lockComment,
  restoreComment,
  type CommentSnapshot,
} from "../comments/comment-repository";
import { toAdminComment } from "../comments/comment-dto";
import { reopenNoticeReports } from "./report-repository";
import { syncPosterOutcome } from "./trust-service";
import { forgetNoticeDecision } from "../signals/learned-screen";

import { restoreManageTokens } from "../notices/manage-token-repository";

/** Mails of undoable actions wait out the window plus a margin, so a last-moment undo never races the sender. */
export const MAIL_HOLD_MS = UNDO_WINDOW_MS + 2_000;

/** The queue's actions on a notice and on a comment that "Undo" can reverse. */
const NOTICE_ACTIONS = ["approve", "reject", "reports_keep", "reports_remove", "went_live_remove"];
const COMMENT_ACTIONS = ["comment_approve", "comment_reject"];
const TOO_LATE = "It is too late to undo this action";

async function logUndo(
  tx: Executor,
  actor: AuditActor,
  target: "notice" | "comment",
  action: AuditRow,
  now: Date,
) {
  const details = { auditId: action.id, undid: action.action };
  await insertAudit(
    tx,
    actor,
    { action: "undo", targetType: target, targetId: action.targetId, details },
    now,
  );
}

/** Puts the notice back as it was before its latest undoable action, drops the held mail, reopens closed reports. */
async function undoNoticeIn(ctx: AppContext, tx: Executor, id: number, actor: AuditActor, now: Date) {
  if (!(await findVerifiedNoticeForUpdate(tx, id))) throw notFound("Notice not found");
  const since = new Date(now.getTime() - UNDO_WINDOW_MS);
  const action = await findUndoableAction(tx, { type: "notice", id }, NOTICE_ACTIONS, since);
  if (!action) throw conflict(TOO_LATE);
  const details = action.details as {
    before: NoticeSnapshot;
    mailId?: number;
    reportIds?: number[];
    revokedManageTokenIds?: number[];
  };
  if (details.mailId) await ctx.mail.cancelHeld(tx, details.mailId);
  await reopenNoticeReports(tx, details.reportIds ?? []);
  // A spam rejection revoked the poster's manage links; undone, the links they hold work again.
  await restoreManageTokens(tx, details.revokedManageTokenIds ?? []);
  const restored = await updateNotice(tx, id, restoredNotice(details.before, now));
  await syncPosterOutcome(tx, restored, now);
  // An undone decision is no lesson: the screen forgets it.
  if (restored.status === "pending") await forgetNoticeDecision(tx, id);
  await logUndo(tx, actor, "notice", action, now);
  return restored;
}

/** Puts a comment back as it was before the moderator kept or rejected it (reported again, if it was). */
async function undoCommentIn(tx: Executor, id: number, actor: AuditActor, now: Date): Promise<void> {
  if (!(await lockComment(tx, id))) throw notFound("Comment not found");
  const since = new Date(now.getTime() - UNDO_WINDOW_MS);
  const action = await findUndoableAction(tx, { type: "comment", id }, COMMENT_ACTIONS, since);
  if (!action) throw conflict(TOO_LATE);
  await restoreComment(tx, id, (action.details as { before: CommentSnapshot }).before, now);
  await logUndo(tx, actor, "comment", action, now);
}

/**
 * Reverses the latest queue action on a notice made in the last 10 seconds (approve, reject, keep or remove after
 * reports): the notice goes back to how it was and the poster's mail, still held in the outbox, is dropped. 409 when
 * there is nothing left to undo.
 */
export async function undoNoticeAction(ctx: AppContext, id: number, actor: AuditActor): Promise<Notice> {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => undoNoticeIn(ctx, tx, id, actor, now));
}

/** Reverses the moderator's keep or reject of a comment made in the last 10 seconds. */
export async function undoCommentAction(
  ctx: AppContext,
  id: number,
  actor: AuditActor,
): Promise<AdminComment> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await undoCommentIn(tx, id, actor, now);
    const row = await findAdminComment(tx, id);
    if (!row) throw notFound("Comment not found");
    return toAdminComment(row);
  });
}

/** "Approve all selected" undone as a whole: every item or, when one cannot be undone, none. */
export async function undoQueueActions(
  ctx: AppContext,
  targets: { notices: number[]; comments: number[] },
  actor: AuditActor,
): Promise<number> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const id of targets.notices) await undoNoticeIn(ctx, tx, id, actor, now);
    for (const id of targets.comments) await undoCommentIn(tx, id, actor, now);
  });
  return targets.notices.length + targets.comments.length;
}
