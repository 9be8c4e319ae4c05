import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import { adminRecoveryCodes, admins } from "../db/schema";

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByUsername(db: Executor, username: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.username, username));
  return row;
}

export async function findAdminById(db: Executor, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function insertAdmin(db: Executor, username: string, passwordHash: string): Promise<void> {
  await db.insert(admins).values({ username, passwordHash });
}

export async function updateAdminPasswordHash(
  db: Executor,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, id));
}

export async function updatePendingMfaSecret(db: Executor, id: number, secret: string | null): Promise<void> {
  await db.update(admins).set({ mfaPendingSecret: secret }).where(eq(admins.id, id));
}

/** Turns two-factor sign-in on with this secret; `lastStep` is the step of the code that confirmed it, if any. */
export async function updateMfaEnabled(
  db: Executor,
  id: number,
  secret: string,
  lastStep: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(admins)
    .set({
      mfaSecret: secret,
      mfaEnabledAt: now,
      mfaLastStep: lastStep,
      mfaPendingSecret: null,
      updatedAt: now,
    })
    .where(eq(admins.id, id));
}

/**
 * Records a TOTP step as used, only if it is later than the last one: false when another request got there first,
 * so two logins racing with one code cannot both pass.
 */
export async function claimTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ mfaLastStep: step })
    .where(and(eq(admins.id, id), or(isNull(admins.mfaLastStep), lt(admins.mfaLastStep, step))))
    .returning({ id: admins.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(
  db: Executor,
  adminId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Marks an unused recovery code used; false when there is no such unused code. */
export async function claimRecoveryCode(
  db: Executor,
  adminId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

export async function listAdminsWithTotpSecrets(db: Executor) {
  return db
    .select({ id: admins.id, mfaSecret: admins.mfaSecret, mfaPendingSecret: admins.mfaPendingSecret })
    .from(admins)
    .where(or(isNotNull(admins.mfaSecret), isNotNull(admins.mfaPendingSecret)));
}

export async function updateTotpSecrets(
  db: Executor,
  id: number,
  mfaSecret: string | null,
  mfaPendingSecret: string | null,
): Promise<void> {
  await db.update(admins).set({ mfaSecret, mfaPendingSecret }).where(eq(admins.id, id));
}
