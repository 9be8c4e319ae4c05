import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { CommentStatus } from "../../common/statuses";
import type { Executor } from "../db/client";
import { sameAddress } from "../db/same-address";
import { commentReports, comments, notices, type Comment } from "../db/schema";

/** What the comment rules need to know about a notice. */
export interface NoticeForComments {
  id: number;
  category: string;
  status: string;
  expiresAt: Date | null;
}

export type CommentWithTitle = Comment & { title: string };

const noticeColumns = {
  id: notices.id,
  category: notices.category,
  status: notices.status,
  expiresAt: notices.expiresAt,
};

export async function findNoticeForComments(
  db: Executor,
  noticeId: number,
): Promise<NoticeForComments | undefined> {
  const [row] = await db.select(noticeColumns).from(notices).where(eq(notices.id, noticeId)).limit(1);
  return row;
}

export async function insertComment(
  db: Executor,
  values: { noticeId: number; authorName: string; authorEmail: string; content: string; createdAt: Date },
): Promise<Comment> {
  const [row] = await db
    .insert(comments)
    .values({ ...values, status: "pending", updatedAt: values.createdAt })
    .returning();
  return row;
}

/** A notice's approved comments, oldest first. */
export async function findApprovedComments(db: Executor, noticeId: number): Promise<Comment[]> {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.noticeId, noticeId), eq(comments.status, "approved")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** A comment together with the notice it belongs to. */
export async function findCommentWithNotice(
  db: Executor,
  commentId: number,
): Promise<{ comment: Comment; notice: NoticeForComments } | undefined> {
  const [row] = await db
    .select({ comment: comments, notice: noticeColumns })
    .from(comments)
    .innerJoin(notices, eq(notices.id, comments.noticeId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row;
}

export async function markCommentReported(
  db: Executor,
  commentId: number,
  reason: string,
  now: Date,
): Promise<Comment | undefined> {
  const [row] = await db
    .update(comments)
    .set({ isReported: true, reportReason: reason, updatedAt: now })
    .where(and(eq(comments.id, commentId), eq(comments.status, "approved")))
    .returning();
  return row;
}

/** Every comment for the moderator, newest first, with its notice's title. */
export async function findAdminComments(
  db: Executor,
  filter: { status?: CommentStatus; reportedOnly: boolean },
): Promise<CommentWithTitle[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(comments.status, filter.status));
  if (filter.reportedOnly) conditions.push(eq(comments.isReported, true));
  const rows = await db
    .select({ comment: comments, title: notices.title })
    .from(comments)
    .innerJoin(notices, eq(notices.id, comments.noticeId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return rows.map((r) => ({ ...r.comment, title: r.title }));
}

export async function findAdminComment(
  db: Executor,
  commentId: number,
): Promise<CommentWithTitle | undefined> {
  const [row] = await db
    .select({ comment: comments, title: notices.title })
    .from(comments)
    .innerJoin(notices, eq(notices.id, comments.noticeId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row ? { ...row.comment, title: row.title } : undefined;
}

/** Sets the status; `clearReport` also forgets the report. Undefined when there is no such comment. */
export async function updateCommentStatus(
  db: Executor,
  commentId: number,
  changes: { status: CommentStatus; clearReport: boolean; now: Date },
): Promise<Comment | undefined> {
  const [row] = await db
    .update(comments)
    .set({
      status: changes.status,
      updatedAt: changes.now,
      ...(changes.clearReport ? { isReported: false, reportReason: null } : {}),
    })
    .where(eq(comments.id, commentId))
    .returning();
  return row;
}

export async function deleteCommentById(db: Executor, commentId: number): Promise<boolean> {
  const rows = await db.delete(comments).where(eq(comments.id, commentId)).returning({ id: comments.id });
  return rows.length > 0;
}

/** Deletes every comment written under the address, whatever its case ("delete my data"). */
export async function deleteCommentsByAuthorEmail(db: Executor, email: string): Promise<Comment[]> {
  return db.delete(comments).where(sameAddress(comments.authorEmail, email)).returning();
}

/** How a comment was before the moderator decided on it: what an undo puts back. */
export interface CommentSnapshot {
  status: CommentStatus;
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

export async function insertCommentReport(
  db: Executor,
  row: typeof commentReports.$inferInsert,
): Promise<void> {
  await db.insert(commentReports).values(row);
}
