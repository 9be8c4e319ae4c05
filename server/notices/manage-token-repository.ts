import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { manageTokens, notices, type Notice } from "../db/schema";

export async function insertManageToken(
  db: Executor,
  values: { noticeId: number; tokenHash: string; createdAt: Date },
): Promise<void> {
  await db.insert(manageTokens).values(values);
}

/** The notice a manage link names, locked for the rest of the transaction; null for an unknown or revoked link. */
export async function findNoticeByManageToken(db: Executor, tokenHash: string): Promise<Notice | null> {
  const [token] = await db
    .select({ noticeId: manageTokens.noticeId })
    .from(manageTokens)
    .where(and(eq(manageTokens.tokenHash, tokenHash), isNull(manageTokens.revokedAt)));
  if (!token) return null;
  const [notice] = await db.select().from(notices).where(eq(notices.id, token.noticeId)).for("update");
  return notice ?? null;
}

/** Every manage link of the notice stops working; the ids of the links revoked, for an undo. */
export async function revokeManageTokens(db: Executor, noticeId: number, now: Date): Promise<number[]> {
  const revoked = await db
    .update(manageTokens)
    .set({ revokedAt: now })
    .where(and(eq(manageTokens.noticeId, noticeId), isNull(manageTokens.revokedAt)))
    .returning({ id: manageTokens.id });
  return revoked.map((row) => row.id);
}

/** The links `revokeManageTokens` revoked work again (an undone spam rejection). */
export async function restoreManageTokens(db: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(manageTokens).set({ revokedAt: null }).where(inArray(manageTokens.id, ids));
}
