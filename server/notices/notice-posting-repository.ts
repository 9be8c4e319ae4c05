import { and, isNull, lt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { notices, type NewNotice, type Notice } from "../db/schema";

export async function insertNotice(tx: Executor, values: NewNotice): Promise<Notice> {
  const [row] = await tx.insert(notices).values(values).returning();
  return row;
}

/** Deletes notices never verified that were posted before `before`; answers their image URLs. */
export async function deleteUnverifiedNoticesBefore(tx: Executor, before: Date): Promise<(string | null)[]> {
  const rows = await tx
    .delete(notices)
    .where(and(isNull(notices.verifiedAt), lt(notices.createdAt, before)))
    .returning({ imageUrl: notices.imageUrl });
  return rows.map((r) => r.imageUrl);
}
