import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sameAddress } from "../db/same-address";
import { mailOutbox } from "../db/schema";

/** Every write of the mail outbox: queueing, claiming and recording sends (mail-outbox.ts), retention, erasure. */

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Inserts the mails in one statement; answers their ids in insertion order. */
export async function insertMails(db: Executor, rows: NewOutboxRow[]): Promise<number[]> {
  const inserted = await db.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id });
  // Rows come back in insertion order on PostgreSQL (one statement, serial ids): sort to be sure.
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}

/** Drops a queued mail that has not been sent; answers whether it was still waiting. */
export async function deleteUnsentMail(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` due rows, most urgent first, by pushing their next attempt out to `leaseUntil` and counting the
 * attempt: SKIP LOCKED keeps two claimers (lanes, servers) from taking the same rows.
 */
export async function claimDueMails(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
  claimedBy: string,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.priority), asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1`, claimedBy })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The processes holding a lease on an unsent mail, claimed before `claimedBefore` and not yet run out at `now`. */
export async function listClaimers(db: Executor, now: Date, leaseUntilBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ claimedBy: mailOutbox.claimedBy })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        isNotNull(mailOutbox.claimedBy),
        gt(mailOutbox.nextAttemptAt, now),
        lte(mailOutbox.nextAttemptAt, leaseUntilBefore),
      ),
    )
    .groupBy(mailOutbox.claimedBy);
  return rows.flatMap((r) => (r.claimedBy ? [r.claimedBy] : [])).sort();
}

/** Makes the unsent mails leased by `claimers` (and not given up) due at `now` again; answers how many. */
export async function releaseClaims(
  db: Executor,
  claimers: string[],
  now: Date,
  leaseUntilBefore: Date,
): Promise<number> {
  if (!claimers.length) return 0;
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now, claimedBy: null })
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        inArray(mailOutbox.claimedBy, claimers),
        gt(mailOutbox.nextAttemptAt, now),
        lte(mailOutbox.nextAttemptAt, leaseUntilBefore),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export async function markMailsSent(db: Executor, ids: number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lastError: null, claimedBy: null })
    .where(inArray(mailOutbox.id, ids));
}

export async function recordSendFailure(
  db: Executor,
  id: number,
  failure: { lastError: string; nextAttemptAt: Date; failedAt: Date | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...failure, claimedBy: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Empties the bodies (text, HTML) and Reply-To of mails sent before `sentBefore` or given up before `failedBefore`,
 * keeping to, subject and the times; answers how many. Bodies hold activation links and visitors' messages.
 */
export async function clearMailBodies(
  db: Executor,
  cutoffs: { sentBefore: Date; failedBefore: Date },
): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ textBody: "", htmlBody: null, replyTo: null })
    .where(
      and(
        ne(mailOutbox.textBody, ""),
        or(
          and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, cutoffs.sentBefore)),
          and(isNotNull(mailOutbox.failedAt), lt(mailOutbox.failedAt, cutoffs.failedBefore)),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes every mail to the address, sent or waiting, whatever its case ("delete my data"). */
export async function deleteMailTo(db: Executor, email: string): Promise<void> {
  await db.delete(mailOutbox).where(sameAddress(mailOutbox.to, email));
}
