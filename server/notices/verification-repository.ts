import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { notices, verificationTokens } from "../db/schema";

export async function insertVerificationToken(
  tx: Executor,
  values: { noticeId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(verificationTokens).values(values);
}

/** Marks an unused, unexpired token used, atomically: two clicks at once verify once. Answers its notice id. */
export async function consumeVerificationToken(
  tx: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationTokens.tokenHash, tokenHash),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .returning({ noticeId: verificationTokens.noticeId });
  return row?.noticeId ?? null;
}

/** A token with when its notice was verified (null when the notice is gone or not verified). */
export async function findVerificationToken(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({
      usedAt: verificationTokens.usedAt,
      expiresAt: verificationTokens.expiresAt,
      noticeVerifiedAt: notices.verifiedAt,
    })
    .from(verificationTokens)
    .leftJoin(notices, eq(notices.id, verificationTokens.noticeId))
    .where(eq(verificationTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Ids named in one statement: a statement's parameters are counted in 16 bits (65,535 at most), and the poster-data
 * job's first run on a board with a backlog names more (75,889 ended notices in the million-notice benchmark).
 */
const IDS_PER_STATEMENT = 10_000;

/** Forgets the verification tokens of these notices. */
export async function deleteVerificationTokensOf(db: Executor, noticeIds: number[]): Promise<void> {
  for (let i = 0; i < noticeIds.length; i += IDS_PER_STATEMENT) {
    const some = noticeIds.slice(i, i + IDS_PER_STATEMENT);
    await db.delete(verificationTokens).where(inArray(verificationTokens.noticeId, some));
  }
}
