import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { noticeEdits, type NewNoticeEdit, type NoticeEdit } from "../db/schema";

/** A live notice's waiting edit (one per notice), its row locked when `forUpdate`. */
export async function findNoticeEdit(
  db: Executor,
  noticeId: number,
  forUpdate = false,
): Promise<NoticeEdit | undefined> {
  const query = db.select().from(noticeEdits).where(eq(noticeEdits.noticeId, noticeId));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** Stores the poster's edit (any edit waiting before it deleted first: one per notice). */
export async function insertNoticeEdit(db: Executor, values: NewNoticeEdit): Promise<NoticeEdit> {
  const [row] = await db.insert(noticeEdits).values(values).returning();
  return row;
}

/** Drops the waiting edit; answers it (its image may need deleting), or undefined when there was none. */
export async function deleteNoticeEdit(db: Executor, noticeId: number): Promise<NoticeEdit | undefined> {
  const [row] = await db.delete(noticeEdits).where(eq(noticeEdits.noticeId, noticeId)).returning();
  return row;
}
