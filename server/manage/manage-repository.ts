import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Executor } from "../db/client";
import { notices, type Notice } from "../db/schema";

/** Deletes a notice; its comments, messages and tokens go with it (foreign-key cascade). */
export async function deleteNoticeById(db: Executor, id: number): Promise<void> {
  await db.delete(notices).where(eq(notices.id, id));
}

/**
 * Live notices expiring within the window that have had no reminder yet, marked as reminded in the same statement (the
 * caller's transaction also queues the mails, so a reminder is sent once or not at all).
 */
export async function claimNoticesDueReminder(db: Executor, now: Date, until: Date): Promise<Notice[]> {
  return db
    .update(notices)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(notices.status, "active"),
        isNull(notices.reminderSentAt),
        gt(notices.expiresAt, now),
        lte(notices.expiresAt, until),
      ),
    )
    .returning();
}

export async function findNoticeById(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row;
}
