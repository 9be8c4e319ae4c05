import type { AppContext } from "../context";
import type { NewNotice, Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { deleteNoticeImage } from "../images/image-store";
import { expiryDateFor } from "../notices/notice-lifecycle";
import { updateNotice } from "../notices/notice-repository";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { findVerifiedNoticeForUpdate } from "./admin-notice-repository";
import { deleteNoticeEdit } from "../manage/notice-edit-repository";
import { editedFields, editOwnImage } from "../manage/notice-edit-rules";
import { editChanges } from "../../common/notice-edit-diff";
import { SYSTEM_ACTOR } from "../audit/audit-actor";

const NO_EDIT = "This notice has no edit waiting for review";

/**
 * The moderator's decision on a poster's edit of a live notice (issue 20): approval applies it (the event date or
 * category may move the expiry, counted from the notice's approval), rejection drops it and its new image; either
 * way the live notice never left the board. These decisions are final (no undo): the replaced image is deleted at once.
 */
export async function decideNoticeEdit(
  ctx: AppContext,
  id: number,
  decision: "approve" | "reject",
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<Notice> {
  const now = ctx.clock.now();
  let dropped: string | null = null;
  const notice = await ctx.db.transaction(async (tx) => {
    const current = await findVerifiedNoticeForUpdate(tx, id);
    if (!current) throw notFound("Notice not found");
    const edit = current.status === "active" ? await deleteNoticeEdit(tx, id) : undefined;
    if (!edit) throw conflict(NO_EDIT);
    const proposed = editedFields(current, edit);
    const fields = editChanges(current, { ...proposed, imageChanged: edit.imageChanged });
    const action = decision === "approve" ? "edit_approve" : "edit_reject";
    await insertAudit(tx, actor, { action, targetType: "notice", targetId: id, details: { fields } }, now);
    if (decision === "reject") {
      dropped = editOwnImage(edit, current.imageUrl);
      return current;
    }
    if (edit.imageChanged && current.imageUrl !== proposed.imageUrl) dropped = current.imageUrl;
    const changes: Partial<NewNotice> = { ...proposed, eventDate: edit.eventDate, updatedAt: now };
    const moved =
      proposed.category !== current.category ||
      (edit.eventDate?.getTime() ?? null) !== (current.eventDate?.getTime() ?? null);
    if (moved)
      changes.expiresAt = expiryDateFor(proposed.category, edit.eventDate, current.approvedAt ?? now);
    return updateNotice(tx, id, changes);
  });
  await deleteNoticeImage(ctx, dropped);
  return notice;
}
