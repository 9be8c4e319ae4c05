import { formatDate } from "../../common/format";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { NewNotice, Notice } from "../db/schema";
import { AppError, conflict, notFound, validationError } from "../errors";
import { zodIssuesToErrors } from "../errors";
import { deleteNoticeImage, storeNoticeImage } from "../images/image-store";
import { expiryDateFor, manageStateOf } from "../notices/notice-lifecycle";
import { hashVerificationToken } from "../notices/verification-tokens";
import { NoticeInputSchema } from "../../common/notice-posting-schemas";
import type { CloseNoticeInput, ManagedNotice } from "../../common/manage-schemas";
import { categoryOutcome, outcomeMismatchMessage } from "../../common/notice-outcomes";
import { toManagedNotice } from "./manage-dto";
import { deleteNotice, updateNotice } from "../notices/notice-repository";
import { allowedActions, canReopen, isManageLinkLapsed, renewedExpiry, renewOpensAt } from "./manage-rules";
import { findNoticeByManageToken } from "../notices/manage-token-repository";
import { deleteNoticeEdit, findEditImages, findNoticeEdit, insertNoticeEdit } from "./notice-edit-repository";
import { editOwnImage } from "./notice-edit-rules";

export const MANAGE_LINK_NOT_FOUND = "This manage link is not valid. It may have been replaced or withdrawn.";
export const MANAGE_LINK_LAPSED = "This manage link has expired";

/** The notice behind a live manage link, locked: unknown or revoked 404, lapsed 410. */
async function requireManagedNotice(tx: Executor, ctx: AppContext, token: string): Promise<Notice> {
  const notice = await findNoticeByManageToken(tx, hashVerificationToken(token));
  if (!notice) throw notFound(MANAGE_LINK_NOT_FOUND);
  if (isManageLinkLapsed(notice, ctx.clock.now())) throw new AppError(410, MANAGE_LINK_LAPSED);
  return notice;
}

/** GET: reads only; a mail scanner following the link changes nothing. */
export async function getManagedNotice(ctx: AppContext, token: string): Promise<ManagedNotice> {
  const [notice, edit] = await ctx.db.transaction(async (tx) => {
    const found = await requireManagedNotice(tx, ctx, token);
    return [found, await findNoticeEdit(tx, found.id)] as const;
  });
  return toManagedNotice(notice, ctx.clock.now(), edit);
}

export interface ManageEditRequest {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

const same = (a: unknown, b: unknown) =>
  (a instanceof Date ? a.getTime() : (a ?? null)) === (b instanceof Date ? b.getTime() : (b ?? null));

/** Fields whose change a moderator reads before the public does. */
const REVIEWED_FIELDS = ["title", "description", "category", "externalLink"] as const;

/**
 * The poster corrects the notice with the post form's fields and rules (their address stays as confirmed). On a live
 * notice, an edit of the words, category, image or link waits for the moderator beside it (notice_edits), replacing
 * any edit waiting before: the approved version stays public until the edit is approved. An edit of only the price,
 * place, venue or date applies at once (and drops a waiting edit, whose words the poster has just put back). A notice
 * not yet live is edited in place; a rejected one is resubmitted.
 */
export async function editManagedNotice(
  ctx: AppContext,
  token: string,
  request: ManageEditRequest,
): Promise<ManagedNotice> {
  const removeImage = request.fields.removeImage === "true" || request.fields.removeImage === true;
  const probe = await getManagedNotice(ctx, token);
  if (!probe.actions.edit) throw conflict("This notice can no longer be edited");
  const parsed = NoticeInputSchema.safeParse({ ...request.fields, contactEmail: probe.contactEmail });
  if (!parsed.success) throw validationError(zodIssuesToErrors(parsed.error.issues));
  const input = parsed.data;
  const newImage = request.image ? (await storeNoticeImage(ctx, request.image)).imageUrl : null;
  const dropped: (string | null)[] = [];
  const now = ctx.clock.now();
  try {
    const [notice, edit] = await ctx.db.transaction(async (tx) => {
      const current = await requireManagedNotice(tx, ctx, token);
      if (!allowedActions(current, now).edit) throw conflict("This notice can no longer be edited");
      const changes: Partial<NewNotice> = {
        title: input.title,
        description: input.description,
        category: input.category,
        location: input.location,
        price: input.price,
        eventDate: input.eventDate ? new Date(input.eventDate) : null,
        eventVenue: input.eventVenue,
        externalLink: input.externalLink,
        updatedAt: now,
      };
      const imageChanged = Boolean(newImage) || (removeImage && Boolean(current.imageUrl));
      if (imageChanged) changes.imageUrl = newImage;
      const needsReview = REVIEWED_FIELDS.some((k) => !same(changes[k], current[k])) || imageChanged;
      const state = manageStateOf(current, now);
      if (state === "live") {
        const waiting = await deleteNoticeEdit(tx, current.id);
        dropped.push(editOwnImage(waiting, current.imageUrl));
        if (needsReview) {
          const waitingNow = await insertNoticeEdit(tx, {
            noticeId: current.id,
            title: input.title,
            description: input.description,
            category: input.category,
            location: input.location,
            price: input.price,
            eventDate: changes.eventDate ?? null,
            eventVenue: input.eventVenue,
            externalLink: input.externalLink,
            imageChanged,
            imageUrl: imageChanged ? newImage : null,
            createdAt: now,
          });
          return [current, waitingNow] as const;
        }
        if (!same(changes.eventDate, current.eventDate)) {
          changes.expiresAt = expiryDateFor(
            current.category,
            changes.eventDate ?? null,
            current.approvedAt ?? now,
          );
        }
      } else {
        if (imageChanged) dropped.push(current.imageUrl);
        if (state === "rejected")
          Object.assign(changes, { status: "pending", rejectionReason: null, rejectionNote: null });
      }
      return [await updateNotice(tx, current.id, changes), undefined] as const;
    });
    for (const url of dropped) await deleteNoticeImage(ctx, url);
    return toManagedNotice(notice, now, edit);
  } catch (err) {
    await deleteNoticeImage(ctx, newImage);
    throw err;
  }
}

/** Extends a live or recently expired notice by its category's life from today; 409 outside the window. */
export async function renewManagedNotice(ctx: AppContext, token: string): Promise<ManagedNotice> {
  const now = ctx.clock.now();
  const [notice, edit] = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    const expiresAt = renewedExpiry(current, now);
    const opens = renewOpensAt(current, now);
    if (!expiresAt && opens) throw conflict(`This notice can be renewed from ${formatDate(opens)}`);
    if (!expiresAt) throw conflict("This notice cannot be renewed now");
    const renewed = await updateNotice(tx, current.id, {
      status: "active",
      expiresAt,
      reminderSentAt: null,
      updatedAt: now,
    });
    return [renewed, await findNoticeEdit(tx, current.id)] as const;
  });
  return toManagedNotice(notice, now, edit);
}

/** Sold, found, filled or done: off every list at once; its page shows the outcome for 14 days. */
export async function closeManagedNotice(
  ctx: AppContext,
  token: string,
  input: CloseNoticeInput,
): Promise<ManagedNotice> {
  const now = ctx.clock.now();
  let dropped: string | null = null;
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    if (!allowedActions(current, now).close) throw conflict("Only a live notice can be closed");
    if (input.outcome !== categoryOutcome(current.category))
      throw validationError({ outcome: outcomeMismatchMessage(current.category) });
    // A closed notice is never edited again: an edit still waiting goes.
    dropped = editOwnImage(await deleteNoticeEdit(tx, current.id), current.imageUrl);
    return updateNotice(tx, current.id, {
      status: "closed",
      outcome: input.outcome,
      closedAt: now,
      isFeatured: false,
      featuredUntil: null,
      updatedAt: now,
    });
  });
  await deleteNoticeImage(ctx, dropped);
  return toManagedNotice(notice, now);
}

/** Closed by mistake: back on the board as it was, within 24 hours of closing (409 after). */
export async function reopenManagedNotice(ctx: AppContext, token: string): Promise<ManagedNotice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    if (!canReopen(current, now)) throw conflict("This notice can no longer be reopened");
    return updateNotice(tx, current.id, { status: "active", outcome: null, closedAt: null, updatedAt: now });
  });
  return toManagedNotice(notice, now);
}

/**
 * Reserved on or off (issue 35): a live notice stays listed and can still be contacted while the poster arranges a
 * collection. Marking it again keeps the first time.
 */
export async function setManagedNoticeReserved(
  ctx: AppContext,
  token: string,
  reserved: boolean,
): Promise<ManagedNotice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    return setReserved(tx, current, reserved, now);
  });
  return toManagedNotice(notice, now);
}

/** Reserved on or off for a notice the caller has found by its poster's link (manage or conversation). */
export async function setReserved(
  tx: Executor,
  current: Notice,
  reserved: boolean,
  now: Date,
): Promise<Notice> {
  if (!allowedActions(current, now).close) throw conflict("Only a live notice can be reserved");
  return updateNotice(tx, current.id, {
    reservedAt: reserved ? (current.reservedAt ?? now) : null,
    updatedAt: now,
  });
}

/** The notice, its comments, messages, links and waiting edit (by cascade) and its image files, gone. */
export async function deleteManagedNotice(ctx: AppContext, token: string): Promise<void> {
  const imageUrls = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    const editImages = await findEditImages(tx, { noticeId: current.id });
    return [(await deleteNotice(tx, current.id))?.imageUrl ?? null, ...editImages];
  });
  for (const url of imageUrls) await deleteNoticeImage(ctx, url);
}
