import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { comments } from "../db/schema";

/** How a comment was before the moderator decided on it: what an undo puts back. */
export interface CommentSnapshot {
  status: string;
  isReported: boolean;
  reportReason: string | null;
}

/** Locks the comment, so two undos of the same decision cannot both pass the "not undone yet" check. */
export async function lockComment(db: Executor, commentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.id, commentId))
    .for("update");
  return rows.length > 0;
}

export async function restoreComment(
  db: Executor,
  commentId: number,
  before: CommentSnapshot,
  now: Date,
): Promise<void> {
  await db
    .update(comments)
    .set({
      status: before.status,
      isReported: before.isReported,
      reportReason: before.reportReason,
      updatedAt: now,
    })
    .where(eq(comments.id, commentId));
}
