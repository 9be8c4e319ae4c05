import { and, eq, gt, isNull } from "drizzle-orm";
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

/** Sets verifiedAt (the status stays `pending`: the notice now waits for a moderator). */
export async function markNoticeVerified(tx: Executor, noticeId: number, now: Date) {
  const [row] = await tx
    .update(notices)
    .set({ verifiedAt: now, updatedAt: now })
    .where(eq(notices.id, noticeId))
    .returning({ id: notices.id, title: notices.title, category: notices.category });
  return row ?? null;
}
