import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { NewNotice, Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { deleteNoticeImage, storeNoticeImage } from "../images/image-store";
import { expiryDateFor } from "../notices/notice-lifecycle";
import { startPendingFeaturing } from "../payments/featuring";
import type { AdminNoticeEdit } from "../../common/admin-notice-schemas";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { MAIL_HOLD_MS } from "./undo-service";
import { SYSTEM_ACTOR } from "../audit/audit-actor";
import { noticeSnapshot } from "../notices/notice-snapshot";
import { deleteVerifiedNotice, updateNotice } from "../notices/notice-repository";
import { findVerifiedNotice, findVerifiedNoticeForUpdate } from "./admin-notice-repository";
import { noticeApprovedMail, noticeRejectedMail } from "./moderation-mail";
import { issueManageLink } from "../notices/manage-links";
import { revokeManageTokens } from "../notices/manage-token-repository";
import { findEditImages } from "../manage/notice-edit-repository";
import type { RejectNoticeBody } from "../../common/rejection-reasons";
import { recordPosterOutcome } from "../moderation/trust-service";
import { recordScreenDecision } from "../signals/learned-screen";

const noticeNotFound = () => notFound("Notice not found");

async function requireNotice(tx: Executor, id: number): Promise<Notice> {
  const notice = await findVerifiedNoticeForUpdate(tx, id);
  if (!notice) throw noticeNotFound();
  return notice;
}

/** pending → active: starts its lifetime, starts featuring paid while pending, and mails the poster the link. */
export async function approveNotice(
  ctx: AppContext,
  id: number,
  actor: AuditActor = SYSTEM_ACTOR,
  /** More to keep in the audit row (`automatic: true` when a trusted poster's notice went live without review). */
  auditDetails: Record<string, unknown> = {},
): Promise<Notice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireNotice(tx, id);
    if (current.status !== "pending") throw conflict("Only pending notices can be approved");
    const approved = await updateNotice(tx, id, {
      status: "active",
      approvedAt: now,
      expiresAt: expiryDateFor(current.category, current.eventDate, now),
      updatedAt: now,
    });
    const final = await startPendingFeaturing(tx, approved, now);
    const manageUrl = await issueManageLink(tx, ctx.config, id, now);
    // Held through the undo window: an undone approval must not have told the poster anything.
    const mailId = await ctx.mail.enqueue(tx, noticeApprovedMail(ctx.config, final, manageUrl), {
      sendAfter: new Date(now.getTime() + MAIL_HOLD_MS),
    });
    const before = noticeSnapshot(current);
    await insertAudit(
      tx,
      actor,
      { action: "approve", targetType: "notice", targetId: id, details: { ...auditDetails, before, mailId } },
      now,
    );
    await recordPosterOutcome(tx, final, "approved", now);
    // What a person decided teaches the screen; a trusted poster's automatic approval does not.
    if (!auditDetails.automatic) await recordScreenDecision(tx, final, "approved", now);
    return final;
  });
  ctx.mail.kick();
  return notice;
}

/**
 * pending → rejected, with the moderator's reason and note if given; the poster is told why and, unless it is spam,
 * gets a manage link to correct and resubmit it. Spam has every manage link revoked.
 */
export async function rejectNotice(
  ctx: AppContext,
  id: number,
  body?: RejectNoticeBody,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<Notice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireNotice(tx, id);
    if (current.status !== "pending") throw conflict("Only pending notices can be rejected");
    return rejectNoticeIn(ctx, tx, current, { body, actor, now, action: "reject" });
  });
  ctx.mail.kick();
  return notice;
}

/**
 * Rejects `current` (locked by the caller) inside `tx`: the reason and note kept, the poster's mail held through the
 * undo window, the action audited as `action` with what undo needs, and a strike against the poster's trust. The
 * caller kicks the mail sender after commit.
 */
export async function rejectNoticeIn(
  ctx: AppContext,
  tx: Executor,
  current: Notice,
  options: { body?: RejectNoticeBody; actor: AuditActor; now: Date; action: string },
): Promise<Notice> {
  const { body, actor, now, action } = options;
  const id = current.id;
  const rejected = await updateNotice(tx, id, {
    status: "rejected",
    rejectionReason: body?.reason ?? null,
    rejectionNote: body?.note ?? null,
    updatedAt: now,
  });
  const isSpam = body?.reason === "spam";
  const revokedManageTokenIds = isSpam ? await revokeManageTokens(tx, id, now) : [];
  const manageUrl = isSpam ? undefined : await issueManageLink(tx, ctx.config, id, now);
  // Held through the undo window: an undone rejection must not have told the poster anything.
  const mailId = await ctx.mail.enqueue(
    tx,
    noticeRejectedMail(ctx.config, rejected, { reason: body?.reason, note: body?.note, manageUrl }),
    { sendAfter: new Date(now.getTime() + MAIL_HOLD_MS) },
  );
  const details = {
    before: noticeSnapshot(current),
    mailId,
    reason: body?.reason ?? null,
    note: body?.note ?? null,
    revokedManageTokenIds,
  };
  await insertAudit(tx, actor, { action, targetType: "notice", targetId: id, details }, now);
  await recordPosterOutcome(tx, rejected, "strike", now);
  if (isSpam) await recordScreenDecision(tx, rejected, "rejected_spam", now);
  return rejected;
}

/** Flips featuring on an active notice; featuring set by hand has no end date. */
export async function toggleNoticeFeature(
  ctx: AppContext,
  id: number,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<Notice> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await requireNotice(tx, id);
    if (current.status !== "active") throw conflict("Only active notices can be featured");
    const action = current.isFeatured ? "unfeature" : "feature";
    await insertAudit(tx, actor, { action, targetType: "notice", targetId: id }, now);
    return updateNotice(tx, id, { isFeatured: !current.isFeatured, featuredUntil: null, updatedAt: now });
  });
}

const EDITABLE_FIELDS = [
  "title",
  "description",
  "category",
  "location",
  "status",
  "price",
  "eventDate",
  "eventVenue",
  "externalLink",
  "imageUrl",
] as const;

/** The audit log's "before → after" of an edit: only the fields whose value changed. */
function changedFields(before: Notice, after: Notice): Record<string, { from: unknown; to: unknown }> {
  const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const fields: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of EDITABLE_FIELDS) {
    const from = plain(before[key]);
    const to = plain(after[key]);
    if (from !== to) fields[key] = { from: from ?? null, to: to ?? null };
  }
  return fields;
}

function sameInstant(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/**
 * Applies the moderator's edit. Making a notice active (again) gives it a fresh lifetime from now; changing the
 * category or event date of an active notice recomputes its expiry from its approval.
 */
export async function editNotice(
  ctx: AppContext,
  id: number,
  edit: AdminNoticeEdit,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<Notice> {
  const now = ctx.clock.now();
  let droppedImage: string | null = null;
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireNotice(tx, id);
    const changes: Partial<NewNotice> = { updatedAt: now };
    if (edit.title !== undefined) changes.title = edit.title;
    if (edit.description !== undefined) changes.description = edit.description;
    if (edit.category !== undefined) changes.category = edit.category;
    if (edit.location !== undefined) changes.location = edit.location;
    if (edit.status !== undefined) changes.status = edit.status;
    if (edit.price !== undefined) changes.price = edit.price;
    if (edit.eventDate !== undefined) changes.eventDate = edit.eventDate ? new Date(edit.eventDate) : null;
    if (edit.eventVenue !== undefined) changes.eventVenue = edit.eventVenue;
    if (edit.externalLink !== undefined) changes.externalLink = edit.externalLink;
    if (edit.removeImage && current.imageUrl) {
      changes.imageUrl = null;
      droppedImage = current.imageUrl;
    }

    const category = changes.category ?? current.category;
    const eventDate = changes.eventDate !== undefined ? changes.eventDate : current.eventDate;
    const becomesActive = changes.status === "active" && current.status !== "active";
    const lifetimeChanged = category !== current.category || !sameInstant(eventDate, current.eventDate);
    if (becomesActive) {
      changes.approvedAt = current.approvedAt ?? now;
      changes.expiresAt = expiryDateFor(category, eventDate, now);
    } else if (current.status === "active" && (changes.status ?? "active") === "active" && lifetimeChanged) {
      changes.expiresAt = expiryDateFor(category, eventDate, current.approvedAt ?? now);
    } else if (changes.status === "expired" && (!current.expiresAt || current.expiresAt > now)) {
      // Expired by hand: it ends now, so its page says "This notice has expired" for the usual 30 days, as when its
      // time runs out (a service or discussion has no end date of its own).
      changes.expiresAt = now;
    }
    const updated = await updateNotice(tx, id, changes);
    const fields = changedFields(current, updated);
    await insertAudit(
      tx,
      actor,
      { action: "edit", targetType: "notice", targetId: id, details: { fields } },
      now,
    );
    if (becomesActive && current.status === "pending") return startPendingFeaturing(tx, updated, now);
    return updated;
  });
  await deleteNoticeImage(ctx, droppedImage);
  return notice;
}

/** Replaces the image through the posting pipeline (checked, re-encoded, stripped), then drops the old files. */
export async function replaceNoticeImage(ctx: AppContext, id: number, bytes: Buffer): Promise<Notice> {
  if (!(await findVerifiedNotice(ctx.db, id))) throw noticeNotFound();
  const { imageUrl } = await storeNoticeImage(ctx, bytes);
  let previous: string | null = null;
  try {
    const notice = await ctx.db.transaction(async (tx) => {
      const current = await requireNotice(tx, id);
      previous = current.imageUrl;
      return updateNotice(tx, id, { imageUrl, updatedAt: ctx.clock.now() });
    });
    await deleteNoticeImage(ctx, previous);
    return notice;
  } catch (err) {
    await deleteNoticeImage(ctx, imageUrl);
    throw err;
  }
}

/** Deletes the notice (comments, messages and tokens by cascade) and its image files. */
export async function deleteNotice(
  ctx: AppContext,
  id: number,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<void> {
  let editImages: string[] = [];
  const deleted = await ctx.db.transaction(async (tx) => {
    editImages = await findEditImages(tx, { noticeId: id });
    const row = await deleteVerifiedNotice(tx, id);
    if (!row) throw noticeNotFound();
    const details = { title: row.title, contactEmail: row.contactEmail, status: row.status };
    await insertAudit(
      tx,
      actor,
      { action: "delete", targetType: "notice", targetId: id, details },
      ctx.clock.now(),
    );
    return row;
  });
  for (const url of [deleted.imageUrl, ...editImages]) await deleteNoticeImage(ctx, url);
}
