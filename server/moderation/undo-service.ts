import type { AppContext } from "../context";
import type { NewNotice, Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { UNDO_WINDOW_MS } from "../../common/queue-schemas";
import type { NoticeStatus } from "../../common/statuses";
import { findUndoableAction, insertAudit, type AuditActor } from "../audit/audit-repository";
import { findVerifiedNoticeForUpdate } from "../admin/admin-notice-repository";
import { updateNotice } from "../notices/notice-repository";

/** Mails of undoable actions wait out the window plus a margin, so a last-moment undo never races the sender. */
export const MAIL_HOLD_MS = UNDO_WINDOW_MS + 2_000;

/** Who acted when a service is called without a logged-in admin (scripts, jobs). */
export const SYSTEM_ACTOR: AuditActor = { adminId: null, username: null };

/** What an approve or reject changes, kept in its audit row so undo can put it back. */
export interface NoticeSnapshot {
  status: NoticeStatus;
  approvedAt: string | null;
  expiresAt: string | null;
  isFeatured: boolean;
  featuredUntil: string | null;
  featureDuration: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);

export function noticeSnapshot(n: Notice): NoticeSnapshot {
  return {
    status: n.status,
    approvedAt: iso(n.approvedAt),
    expiresAt: iso(n.expiresAt),
    isFeatured: n.isFeatured,
    featuredUntil: iso(n.featuredUntil),
    featureDuration: n.featureDuration,
  };
}

function restore(snapshot: NoticeSnapshot, now: Date): Partial<NewNotice> {
  return {
    status: snapshot.status,
    approvedAt: date(snapshot.approvedAt),
    expiresAt: date(snapshot.expiresAt),
    isFeatured: snapshot.isFeatured,
    featuredUntil: date(snapshot.featuredUntil),
    featureDuration: snapshot.featureDuration,
    updatedAt: now,
  };
}

/**
 * Reverses the latest approve or reject of a notice made in the last 10 seconds: the notice goes back to how it was
 * and the poster's mail, still held in the outbox, is dropped. 409 when there is nothing left to undo.
 */
export async function undoNoticeAction(ctx: AppContext, id: number, actor: AuditActor): Promise<Notice> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findVerifiedNoticeForUpdate(tx, id);
    if (!current) throw notFound("Notice not found");
    const since = new Date(now.getTime() - UNDO_WINDOW_MS);
    const action = await findUndoableAction(tx, id, ["approve", "reject"], since);
    if (!action) throw conflict("It is too late to undo this action");
    const details = action.details as { before: NoticeSnapshot; mailId?: number };
    if (details.mailId) await ctx.mail.cancelHeld(tx, details.mailId);
    const restored = await updateNotice(tx, id, restore(details.before, now));
    await insertAudit(
      tx,
      actor,
      {
        action: "undo",
        targetType: "notice",
        targetId: id,
        details: { auditId: action.id, undid: action.action },
      },
      now,
    );
    return restored;
  });
}
