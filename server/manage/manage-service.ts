import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { NewNotice, Notice } from "../db/schema";
import { AppError, conflict, notFound, validationError } from "../errors";
import { zodIssuesToErrors } from "../errors";
import { deleteNoticeImage, storeNoticeImage } from "../images/image-store";
import { expiryDateFor } from "../notices/notice-lifecycle";
import { hashVerificationToken } from "../notices/verification-tokens";
import { NoticeInputSchema } from "../../common/notice-posting-schemas";
import type { CloseNoticeInput, ManagedNotice } from "../../common/manage-schemas";
import { toManagedNotice } from "./manage-dto";
import { deleteNotice, updateNotice } from "../notices/notice-repository";
import { allowedActions, isManageLinkLapsed, manageStateOf, renewedExpiry } from "./manage-rules";
import { findNoticeByManageToken } from "./manage-token-repository";

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
  const notice = await ctx.db.transaction((tx) => requireManagedNotice(tx, ctx, token));
  return toManagedNotice(notice, ctx.clock.now());
}

export interface ManageEditRequest {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

const same = (a: unknown, b: unknown) =>
  (a instanceof Date ? a.getTime() : (a ?? null)) === (b instanceof Date ? b.getTime() : (b ?? null));

/**
 * The poster corrects the notice with the post form's fields and rules (their address stays as confirmed). A live
 * notice whose words, category, image or link change goes back to the moderator; price, place, venue and date apply
 * at once. A rejected notice, edited, is resubmitted.
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
  let dropped: string | null = null;
  const now = ctx.clock.now();
  try {
    const notice = await ctx.db.transaction(async (tx) => {
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
      if (newImage || (removeImage && current.imageUrl)) {
        changes.imageUrl = newImage;
        dropped = current.imageUrl;
      }
      const needsReview =
        (["title", "description", "category", "externalLink"] as const).some(
          (k) => !same(changes[k], current[k]),
        ) || changes.imageUrl !== undefined;
      const state = manageStateOf(current, now);
      if (state === "rejected" || (state === "live" && needsReview)) {
        Object.assign(changes, { status: "pending", rejectionReason: null, rejectionNote: null });
      } else if (state === "live" && !same(changes.eventDate, current.eventDate)) {
        changes.expiresAt = expiryDateFor(
          current.category,
          changes.eventDate ?? null,
          current.approvedAt ?? now,
        );
      }
      return updateNotice(tx, current.id, changes);
    });
    await deleteNoticeImage(ctx, dropped);
    return toManagedNotice(notice, now);
  } catch (err) {
    await deleteNoticeImage(ctx, newImage);
    throw err;
  }
}

/** Extends a live or recently expired notice by its category's life from today; 409 outside the window. */
export async function renewManagedNotice(ctx: AppContext, token: string): Promise<ManagedNotice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    const expiresAt = renewedExpiry(current, now);
    if (!expiresAt) throw conflict("This notice cannot be renewed now");
    return updateNotice(tx, current.id, {
      status: "active",
      expiresAt,
      reminderSentAt: null,
      updatedAt: now,
    });
  });
  return toManagedNotice(notice, now);
}

/** Sold, found, filled or done: off every list at once; its page shows the outcome for 14 days. */
export async function closeManagedNotice(
  ctx: AppContext,
  token: string,
  input: CloseNoticeInput,
): Promise<ManagedNotice> {
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    if (!allowedActions(current, now).close) throw conflict("Only a live notice can be closed");
    return updateNotice(tx, current.id, {
      status: "closed",
      outcome: input.outcome,
      closedAt: now,
      isFeatured: false,
      featuredUntil: null,
      updatedAt: now,
    });
  });
  return toManagedNotice(notice, now);
}

/** The notice, its comments, messages and links (by cascade) and its image files, gone. */
export async function deleteManagedNotice(ctx: AppContext, token: string): Promise<void> {
  const imageUrl = await ctx.db.transaction(async (tx) => {
    const current = await requireManagedNotice(tx, ctx, token);
    return (await deleteNotice(tx, current.id))?.imageUrl ?? null;
  });
  await deleteNoticeImage(ctx, imageUrl);
}
