import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { adminLoginChallenges, admins, adminSessions } from "../db/schema";

export async function insertSession(
  db: Executor,
  row: { idHash: string; adminId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, row.now));
  await db.insert(adminSessions).values({
    idHash: row.idHash,
    adminId: row.adminId,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/** A session used after `idleFloor` and started after `absoluteFloor`, with what the guard needs of its admin. */
export async function findLiveSession(db: Executor, idHash: string, idleFloor: Date, absoluteFloor: Date) {
  const [row] = await db
    .select({
      adminId: adminSessions.adminId,
      username: admins.username,
      role: admins.role,
      mfaEnabledAt: admins.mfaEnabledAt,
      mfaRequired: admins.mfaRequired,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.idHash, idHash),
        gt(adminSessions.lastSeenAt, idleFloor),
        gt(adminSessions.createdAt, absoluteFloor),
      ),
    );
  return row;
}

export async function touchSession(db: Executor, idHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(adminSessions).set({ lastSeenAt: now, expiresAt }).where(eq(adminSessions.idHash, idHash));
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
}

export async function insertChallenge(
  db: Executor,
  row: { idHash: string; adminId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(adminLoginChallenges).where(lt(adminLoginChallenges.expiresAt, row.now));
  await db
    .insert(adminLoginChallenges)
    .values({ idHash: row.idHash, adminId: row.adminId, expiresAt: row.expiresAt });
}

/** A live challenge with fewer than `maxFailures` wrong codes, and its admin. */
export async function findLiveChallenge(db: Executor, idHash: string, now: Date, maxFailures: number) {
  const [row] = await db
    .select({ admin: admins })
    .from(adminLoginChallenges)
    .innerJoin(admins, eq(admins.id, adminLoginChallenges.adminId))
    .where(
      and(
        eq(adminLoginChallenges.idHash, idHash),
        gt(adminLoginChallenges.expiresAt, now),
        lt(adminLoginChallenges.failedAttempts, maxFailures),
      ),
    );
  return row?.admin;
}

export async function countChallengeFailure(db: Executor, idHash: string): Promise<void> {
  await db
    .update(adminLoginChallenges)
    .set({ failedAttempts: sql`${adminLoginChallenges.failedAttempts} + 1` })
    .where(eq(adminLoginChallenges.idHash, idHash));
}

export async function deleteChallenge(db: Executor, idHash: string): Promise<void> {
  await db.delete(adminLoginChallenges).where(eq(adminLoginChallenges.idHash, idHash));
}
