import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { NewNotice, Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { deleteNoticeImage, storeNoticeImage } from "../images/image-store";
import { expiryDateFor } from "../notices/notice-lifecycle";
import { startPendingFeaturing } from "../payments/featuring";
import type { AdminNoticeEdit } from "../../common/admin-notice-schemas";
import {
  deleteVerifiedNotice,
  findVerifiedNotice,
  findVerifiedNoticeForUpdate,
  updateNotice,
} from "./admin-notice-repository";
import { noticeApprovedMail, noticeRejectedMail } from "./moderation-mail";
import { issueManageLink } from "../manage/manage-links";
import { revokeManageTokens } from "../manage/manage-token-repository";
import type { RejectNoticeBody } from "../../common/rejection-reasons";

const noticeNotFound = () => notFound("Notice not found");

async function requireNotice(tx: Executor, id: number): Promise<Notice> {
  const notice = await findVerifiedNoticeForUpdate(tx, id);
  if (!notice) throw noticeNotFound();
  return notice;
}

/** pending → active: starts its lifetime, starts featuring paid while pending, and mails the poster the link. */
export async function approveNotice(ctx: AppContext, id: number): Promise<Notice> {
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
    await startPendingFeaturing(tx, approved, now);
    const final = (await findVerifiedNotice(tx, id)) ?? approved;
    const manageUrl = await issueManageLink(tx, ctx.config, id, now);
    await ctx.mail.enqueue(tx, noticeApprovedMail(ctx.config, final, manageUrl));
    return final;
  });
  ctx.mail.kick();
  return notice;
}

/**
 * pending → rejected, with the moderator's reason and note if given; the poster is told why and, unless it is spam,
 * gets a manage link to correct and resubmit it. Spam has every manage link revoked.
 */
export async function rejectNotice(ctx: AppContext, id: number, body?: RejectNoticeBody): Promise<Notice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireNotice(tx, id);
    if (current.status !== "pending") throw conflict("Only pending notices can be rejected");
    const rejected = await updateNotice(tx, id, {
      status: "rejected",
      rejectionReason: body?.reason ?? null,
      rejectionNote: body?.note ?? null,
      updatedAt: now,
    });
    const isSpam = body?.reason === "spam";
    if (isSpam) await revokeManageTokens(tx, id, now);
    const manageUrl = isSpam ? undefined : await issueManageLink(tx, ctx.config, id, now);
    await ctx.mail.enqueue(
      tx,
      noticeRejectedMail(ctx.config, rejected, { reason: body?.reason, note: body?.note, manageUrl }),
    );
    return rejected;
  });
  ctx.mail.kick();
  return notice;
}

/** Flips featuring on an active notice; featuring set by hand has no end date. */
export async function toggleNoticeFeature(ctx: AppContext, id: number): Promise<Notice> {
  return ctx.db.transaction(async (tx) => {
    const current = await requireNotice(tx, id);
    if (current.status !== "active") throw conflict("Only active notices can be featured");
    return updateNotice(tx, id, {
      isFeatured: !current.isFeatured,
      featuredUntil: null,
      updatedAt: ctx.clock.now(),
    });
  });
}

function sameInstant(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/**
 * Applies the moderator's edit. Making a notice active (again) gives it a fresh lifetime from now; changing the
 * category or event date of an active notice recomputes its expiry from its approval.
 */
export async function editNotice(ctx: AppContext, id: number, edit: AdminNoticeEdit): Promise<Notice> {
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
    }
    const updated = await updateNotice(tx, id, changes);
    if (becomesActive && current.status === "pending") {
      await startPendingFeaturing(tx, updated, now);
      return (await findVerifiedNotice(tx, id)) ?? updated;
    }
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
export async function deleteNotice(ctx: AppContext, id: number): Promise<void> {
  const deleted = await deleteVerifiedNotice(ctx.db, id);
  if (!deleted) throw noticeNotFound();
  await deleteNoticeImage(ctx, deleted.imageUrl);
}
