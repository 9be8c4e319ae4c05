import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { adminDevices, adminLoginThrottles } from "../db/schema";

/** Every statement on admin_login_throttles and admin_devices (login-throttle.ts holds the rules). */

export interface ThrottleSteps {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A quiet account this long starts afresh. */
  forgetAfterMs: number;
}

/**
 * Takes one attempt of the account's allowance, atomically (a row lock on PostgreSQL, one connection on PGlite): true
 * when this attempt may be evaluated. The attempt that uses the last free one, and each one after, sets when the next
 * may come: the first delay, doubled at each attempt, up to the cap.
 */
export async function claimLoginAttempt(
  db: Executor,
  key: string,
  now: Date,
  steps: ThrottleSteps,
): Promise<{ allowed: true } | { allowed: false; nextAttemptAt: Date }> {
  const forgetBefore = new Date(now.getTime() - steps.forgetAfterMs);
  await db.insert(adminLoginThrottles).values({ key, attempts: 0, lastAttemptAt: now }).onConflictDoNothing();
  await db
    .update(adminLoginThrottles)
    .set({ attempts: 0, nextAttemptAt: null })
    .where(and(eq(adminLoginThrottles.key, key), lt(adminLoginThrottles.lastAttemptAt, forgetBefore)));
  const delay = sql`least(${steps.maxDelayMs}::float8, ${steps.firstDelayMs}::float8 * power(2::float8, greatest(0, ${adminLoginThrottles.attempts} + 1 - ${steps.freeAttempts})))`;
  const claimed = await db
    .update(adminLoginThrottles)
    .set({
      attempts: sql`${adminLoginThrottles.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: sql`case when ${adminLoginThrottles.attempts} + 1 >= ${steps.freeAttempts}
        then ${now.toISOString()}::timestamptz + ${delay} * interval '1 millisecond' else null end`,
    })
    .where(
      and(
        eq(adminLoginThrottles.key, key),
        sql`(${adminLoginThrottles.nextAttemptAt} is null or ${adminLoginThrottles.nextAttemptAt} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ attempts: adminLoginThrottles.attempts });
  if (claimed.length === 1) return { allowed: true };
  const [row] = await db
    .select({ nextAttemptAt: adminLoginThrottles.nextAttemptAt })
    .from(adminLoginThrottles)
    .where(eq(adminLoginThrottles.key, key));
  return { allowed: false, nextAttemptAt: row?.nextAttemptAt ?? now };
}

export async function deleteLoginThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(adminLoginThrottles).where(eq(adminLoginThrottles.key, key));
}

export async function findDevice(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(adminDevices).where(eq(adminDevices.tokenHash, tokenHash));
  return row;
}

export async function insertDevice(
  db: Executor,
  tokenHash: string,
  adminId: number,
  now: Date,
): Promise<void> {
  await db.insert(adminDevices).values({ tokenHash, adminId, lastUsedAt: now, createdAt: now });
}

export async function markDeviceUsed(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(adminDevices)
    .set({ lastUsedAt: now, failures: 0 })
    .where(eq(adminDevices.tokenHash, tokenHash));
}

export async function countDeviceFailure(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(adminDevices)
    .set({ failures: sql`${adminDevices.failures} + 1` })
    .where(eq(adminDevices.tokenHash, tokenHash));
}

/** Forgets the admin's devices not used since `staleBefore`. */
export async function deleteStaleDevices(db: Executor, adminId: number, staleBefore: Date): Promise<void> {
  await db
    .delete(adminDevices)
    .where(and(eq(adminDevices.adminId, adminId), lt(adminDevices.lastUsedAt, staleBefore)));
}
