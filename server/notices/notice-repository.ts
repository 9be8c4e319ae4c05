import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sameAddress } from "../db/same-address";
import { notices, type NewNotice, type Notice } from "../db/schema";
import { ENDED_NOTICE_STATUSES } from "../../common/statuses";

/**
 * Every write of the notices table: posting, verifying, moderation, featuring, the poster's manage link, expiry and
 * retention jobs, and "delete my data". Each answers the rows as written, so no caller has to read them again. Reads of
 * many notices live with their feature (public lists, admin list, review queue, digest); the view counter's one
 * statement stays with the public notice read in notice-list-repository.ts.
 */

export async function findNoticeById(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row;
}

/** The notice, its row locked for the rest of the transaction so two writers to it (a payment, approval) take turns. */
export async function lockNoticeById(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).for("update");
  return row;
}

export async function insertNotice(db: Executor, values: NewNotice): Promise<Notice> {
  const [row] = await db.insert(notices).values(values).returning();
  return row;
}

export async function updateNotice(db: Executor, id: number, changes: Partial<NewNotice>): Promise<Notice> {
  const [row] = await db.update(notices).set(changes).where(eq(notices.id, id)).returning();
  return row;
}

/** Sets verifiedAt (the status stays `pending`: the notice now waits for a moderator). */
export async function markNoticeVerified(db: Executor, id: number, now: Date): Promise<Notice | undefined> {
  const [row] = await db
    .update(notices)
    .set({ verifiedAt: now, updatedAt: now })
    .where(eq(notices.id, id))
    .returning();
  return row;
}

/** Hides a live notice from every public list and page (status `hidden`) until the moderator decides. */
export async function hideActiveNotice(db: Executor, id: number, now: Date): Promise<Notice | undefined> {
  const [row] = await db
    .update(notices)
    .set({ status: "hidden", updatedAt: now })
    .where(and(eq(notices.id, id), eq(notices.status, "active")))
    .returning();
  return row;
}

/** Features a notice paid for: `featuredUntil` null while it waits for approval (featuring.ts). */
export async function setFeaturing(
  db: Executor,
  id: number,
  featuring: { featureDuration: number; featuredUntil: Date | null },
  now: Date,
): Promise<Notice> {
  const [row] = await db
    .update(notices)
    .set({ isFeatured: true, ...featuring, updatedAt: now })
    .where(eq(notices.id, id))
    .returning();
  return row;
}

/** Ends paid featuring whose period has run out; featuring set by hand (no end date) is left alone. */
export async function endExpiredFeaturing(db: Executor, now: Date): Promise<Notice[]> {
  return db
    .update(notices)
    .set({ isFeatured: false, featuredUntil: null, featureDuration: 0, updatedAt: now })
    .where(and(isNotNull(notices.featuredUntil), lte(notices.featuredUntil, now)))
    .returning();
}

/** Turns every active notice whose expiresAt has come into expired. */
export async function expireNotices(db: Executor, now: Date): Promise<Notice[]> {
  return db
    .update(notices)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(notices.status, "active"), isNotNull(notices.expiresAt), lte(notices.expiresAt, now)))
    .returning();
}

/**
 * Live notices expiring within the window that have had no reminder yet, marked as reminded in the same statement (the
 * caller's transaction also queues the mails, so a reminder is sent once or not at all).
 */
export async function claimNoticesDueReminder(db: Executor, now: Date, until: Date): Promise<Notice[]> {
  return db
    .update(notices)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(notices.status, "active"),
        isNull(notices.reminderSentAt),
        gt(notices.expiresAt, now),
        lte(notices.expiresAt, until),
      ),
    )
    .returning();
}

/**
 * Blanks the poster's e-mail of notices that ended (expired, rejected or closed) before `before`: contact_email becomes ''
 * (the column is NOT NULL) and personal_data_removed_at records when.
 */
export async function removePosterDataEndedBefore(
  db: Executor,
  before: Date,
  now: Date,
): Promise<{ id: number }[]> {
  return db
    .update(notices)
    .set({ contactEmail: "", personalDataRemovedAt: now })
    .where(
      and(
        isNull(notices.personalDataRemovedAt),
        inArray(notices.status, ENDED_NOTICE_STATUSES),
        // updated_at is when it was rejected or expired (or last edited); expires_at, when it ran out.
        lt(notices.updatedAt, before),
        or(isNull(notices.expiresAt), lt(notices.expiresAt, before)),
      ),
    )
    .returning({ id: notices.id });
}

/** Deletes a notice; its comments, messages and tokens go with it (foreign-key cascade). */
export async function deleteNotice(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db.delete(notices).where(eq(notices.id, id)).returning();
  return row;
}

/** Deletes a verified notice (an unverified one is in no admin view): cascade as `deleteNotice`. */
export async function deleteVerifiedNotice(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db
    .delete(notices)
    .where(and(eq(notices.id, id), isNotNull(notices.verifiedAt)))
    .returning();
  return row;
}

/** Deletes notices never verified that were posted before `before`. */
export async function deleteUnverifiedNoticesBefore(db: Executor, before: Date): Promise<Notice[]> {
  return db
    .delete(notices)
    .where(and(isNull(notices.verifiedAt), lt(notices.createdAt, before)))
    .returning();
}

/** Deletes every notice posted under the address, whatever its case ("delete my data"): cascade as `deleteNotice`. */
export async function deleteNoticesByEmail(db: Executor, email: string): Promise<Notice[]> {
  return db.delete(notices).where(sameAddress(notices.contactEmail, email)).returning();
}
