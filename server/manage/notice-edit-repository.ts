import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { noticeEdits, notices, type NewNoticeEdit, type NoticeEdit } from "../db/schema";

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

/**
 * The images uploaded with waiting edits (each a new file of its own), of one notice or of every notice of an address:
 * read before those notices are deleted, whose cascade drops the edits but not their files.
 */
export async function findEditImages(db: Executor, of: { noticeId: number } | { email: string }) {
  const rows = await db
    .select({ imageUrl: noticeEdits.imageUrl })
    .from(noticeEdits)
    .innerJoin(notices, eq(notices.id, noticeEdits.noticeId))
    .where(
      and(
        "noticeId" in of ? eq(notices.id, of.noticeId) : eq(notices.contactEmail, of.email),
        eq(noticeEdits.imageChanged, true),
        isNotNull(noticeEdits.imageUrl),
      ),
    );
  return rows.map((r) => r.imageUrl!);
}
