import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { adminEnrolmentLinks, admins } from "../db/schema";

/** Every statement on admin_enrolment_links (enrolment-link-service.ts holds the rules). */

/** A fresh link for the account; its earlier unused links stop working. */
export async function replaceEnrolmentLink(
  db: Executor,
  link: { tokenHash: string; adminId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(adminEnrolmentLinks)
    .set({ usedAt: link.now })
    .where(and(eq(adminEnrolmentLinks.adminId, link.adminId), isNull(adminEnrolmentLinks.usedAt)));
  await db.insert(adminEnrolmentLinks).values({
    tokenHash: link.tokenHash,
    adminId: link.adminId,
    createdAt: link.now,
    expiresAt: link.expiresAt,
  });
}

/** The unused, unexpired link of this hash and its account's name. */
export async function findLiveEnrolmentLink(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: adminEnrolmentLinks.id, adminId: admins.id, username: admins.username })
    .from(adminEnrolmentLinks)
    .innerJoin(admins, eq(admins.id, adminEnrolmentLinks.adminId))
    .where(
      and(
        eq(adminEnrolmentLinks.tokenHash, tokenHash),
        isNull(adminEnrolmentLinks.usedAt),
        gt(adminEnrolmentLinks.expiresAt, now),
      ),
    );
  return row;
}

/** Uses the link once: false when another request used it first. */
export async function claimEnrolmentLink(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminEnrolmentLinks)
    .set({ usedAt: now })
    .where(and(eq(adminEnrolmentLinks.id, id), isNull(adminEnrolmentLinks.usedAt)))
    .returning({ id: adminEnrolmentLinks.id });
  return rows.length === 1;
}
