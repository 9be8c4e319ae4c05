import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { adminKnownAddresses, admins } from "../db/schema";

/** Every statement on admin_known_addresses and the admins' address keys (known-address-service.ts holds the rules). */

/** The admin's address key, made from `candidate` when it has none yet (whichever request gets there first wins). */
export async function getOrSetAddressKey(db: Executor, adminId: number, candidate: string): Promise<string> {
  const [row] = await db
    .update(admins)
    .set({ addressKey: sql`coalesce(${admins.addressKey}, ${candidate})` })
    .where(eq(admins.id, adminId))
    .returning({ addressKey: admins.addressKey });
  return row?.addressKey ?? candidate;
}

export async function hasKnownAddress(
  db: Executor,
  adminId: number,
  addressHash: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ adminId: adminKnownAddresses.adminId })
    .from(adminKnownAddresses)
    .where(
      and(
        eq(adminKnownAddresses.adminId, adminId),
        eq(adminKnownAddresses.addressHash, addressHash),
        gt(adminKnownAddresses.lastSignInAt, since),
      ),
    );
  return rows.length > 0;
}

/** Records a sign-in from the address (by its hash) and forgets the admin's addresses not used since `staleBefore`. */
export async function upsertKnownAddress(
  db: Executor,
  adminId: number,
  addressHash: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .insert(adminKnownAddresses)
    .values({ adminId, addressHash, lastSignInAt: now })
    .onConflictDoUpdate({
      target: [adminKnownAddresses.adminId, adminKnownAddresses.addressHash],
      set: { lastSignInAt: now },
    });
  await db
    .delete(adminKnownAddresses)
    .where(and(eq(adminKnownAddresses.adminId, adminId), lt(adminKnownAddresses.lastSignInAt, staleBefore)));
}
