import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { auditLog, notices, posterOutcomes, settings, type Notice } from "../db/schema";

export type PosterOutcome = "approved" | "strike";

/** A notice's latest moderation outcome (one row per notice: a later decision replaces an earlier one). */
export async function upsertPosterOutcome(
  db: Executor,
  row: { noticeId: number; posterHash: string; outcome: PosterOutcome; decidedAt: Date },
): Promise<void> {
  await db
    .insert(posterOutcomes)
    .values(row)
    .onConflictDoUpdate({
      target: posterOutcomes.noticeId,
      set: { posterHash: row.posterHash, outcome: row.outcome, decidedAt: row.decidedAt },
    });
}

export async function deletePosterOutcome(db: Executor, noticeId: number): Promise<void> {
  await db.delete(posterOutcomes).where(eq(posterOutcomes.noticeId, noticeId));
}

/** How many of the poster's notices were approved (ever), and how many struck since `strikesSince`. */
export async function countPosterOutcomes(
  db: Executor,
  posterHash: string,
  strikesSince: Date,
): Promise<{ approved: number; strikes: number }> {
  const [row] = await db
    .select({
      approved: sql<number>`count(*) filter (where ${posterOutcomes.outcome} = 'approved')::int`,
      strikes: sql<number>`count(*) filter (where ${posterOutcomes.outcome} = 'strike' and ${posterOutcomes.decidedAt} >= ${strikesSince})::int`,
    })
    .from(posterOutcomes)
    .where(eq(posterOutcomes.posterHash, posterHash));
  return { approved: Number(row?.approved ?? 0), strikes: Number(row?.strikes ?? 0) };
}

export interface WentLiveRow {
  notice: Notice;
  wentLiveAt: Date;
}

/** Notices approved automatically (trusted poster) since `since`, newest first, in whatever status they are now. */
export async function findWentLiveWithoutReview(
  db: Executor,
  since: Date,
  limit: number,
): Promise<WentLiveRow[]> {
  return db
    .select({ notice: notices, wentLiveAt: auditLog.createdAt })
    .from(auditLog)
    .innerJoin(notices, eq(notices.id, auditLog.targetId))
    .where(
      and(
        eq(auditLog.action, "approve"),
        eq(auditLog.targetType, "notice"),
        gte(auditLog.createdAt, since),
        sql`(${auditLog.details}->>'automatic')::boolean is true`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Stores a setting only if it has no value yet (the first writer wins). */
export async function insertSettingIfAbsent(
  db: Executor,
  key: string,
  value: unknown,
  at: Date,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoNothing({ target: settings.key });
}
