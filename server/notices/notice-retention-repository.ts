import { and, inArray, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import { notices, verificationTokens } from "../db/schema";

/** The notices whose life is over: nothing will be mailed to their poster again. */
const ENDED_STATUSES = ["expired", "rejected", "closed"];

/**
 * Blanks the poster's e-mail of notices that ended (expired, rejected or closed) before `before`: contact_email becomes ''
 * (the column is NOT NULL) and personal_data_removed_at records when. Answers the notices' ids.
 */
export async function removePosterDataEndedBefore(db: Executor, before: Date, now: Date): Promise<number[]> {
  const rows = await db
    .update(notices)
    .set({ contactEmail: "", personalDataRemovedAt: now })
    .where(
      and(
        isNull(notices.personalDataRemovedAt),
        inArray(notices.status, ENDED_STATUSES),
        // updated_at is when it was rejected or expired (or last edited); expires_at, when it ran out.
        lt(notices.updatedAt, before),
        or(isNull(notices.expiresAt), lt(notices.expiresAt, before)),
      ),
    )
    .returning({ id: notices.id });
  const ids = rows.map((r) => r.id);
  // A verification link of an ended notice can never be used; its row only ties a hash to the notice.
  if (ids.length) await db.delete(verificationTokens).where(inArray(verificationTokens.noticeId, ids));
  return ids;
}
