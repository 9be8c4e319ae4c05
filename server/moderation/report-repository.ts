import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { commentReports, noticeReports } from "../db/schema";

/** Inserts a report unless this address already reported this notice; answers whether it was new. */
export async function insertNoticeReport(
  db: Executor,
  row: typeof noticeReports.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(noticeReports)
    .values(row)
    .onConflictDoNothing({ target: [noticeReports.noticeId, noticeReports.reporterHash] })
    .returning({ id: noticeReports.id });
  return inserted.length > 0;
}

export async function countOpenNoticeReports(db: Executor, noticeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(noticeReports)
    .where(and(eq(noticeReports.noticeId, noticeId), isNull(noticeReports.resolvedAt)));
  return Number(row.n);
}

/** Closes the notice's open reports; answers their ids, so an undo can open exactly those again. */
export async function resolveNoticeReports(db: Executor, noticeId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(noticeReports)
    .set({ resolvedAt: now })
    .where(and(eq(noticeReports.noticeId, noticeId), isNull(noticeReports.resolvedAt)))
    .returning({ id: noticeReports.id });
  return rows.map((r) => r.id);
}

/** Undo of a keep or remove: the reports it closed are open again. */
export async function reopenNoticeReports(db: Executor, reportIds: number[]): Promise<void> {
  if (!reportIds.length) return;
  await db.update(noticeReports).set({ resolvedAt: null }).where(inArray(noticeReports.id, reportIds));
}

export type ReportRow = { targetId: number; reason: string; details: string | null; createdAt: Date };

export async function findOpenNoticeReports(db: Executor, noticeIds: number[]): Promise<ReportRow[]> {
  if (!noticeIds.length) return [];
  return db
    .select({
      targetId: noticeReports.noticeId,
      reason: noticeReports.reason,
      details: noticeReports.details,
      createdAt: noticeReports.createdAt,
    })
    .from(noticeReports)
    .where(and(inArray(noticeReports.noticeId, noticeIds), isNull(noticeReports.resolvedAt)))
    .orderBy(noticeReports.createdAt);
}

export async function findCommentReports(db: Executor, commentIds: number[]): Promise<ReportRow[]> {
  if (!commentIds.length) return [];
  const rows = await db
    .select({
      targetId: commentReports.commentId,
      reason: commentReports.reason,
      createdAt: commentReports.createdAt,
    })
    .from(commentReports)
    .where(inArray(commentReports.commentId, commentIds))
    .orderBy(commentReports.createdAt);
  return rows.map((r) => ({ ...r, details: null }));
}
