import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { savedSearches, savedSearchNotices } from "../db/schema";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The address's alerts, oldest first. */
export async function findSavedSearchesOf(db: Executor, subscriberId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.subscriberId, subscriberId))
    .orderBy(asc(savedSearches.id));
}

export async function insertSavedSearch(
  db: Executor,
  values: typeof savedSearches.$inferInsert,
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row;
}

export async function updateSavedSearch(
  db: Executor,
  id: number,
  values: Partial<typeof savedSearches.$inferInsert>,
): Promise<SavedSearchRow> {
  const [row] = await db.update(savedSearches).set(values).where(eq(savedSearches.id, id)).returning();
  return row;
}

/** The alert a confirmation link belongs to, locked for the rest of the transaction. */
export async function findSavedSearchByConfirmToken(
  db: Executor,
  tokenHash: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.confirmTokenHash, tokenHash))
    .for("update");
  return row;
}

/** Deletes one of the address's alerts; answers whether there was one. */
export async function deleteSavedSearch(db: Executor, subscriberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.subscriberId, subscriberId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Deletes alerts nobody confirmed whose last request is older than `cutoff`; answers how many. */
export async function deleteUnconfirmedSavedSearchesBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(savedSearches)
    .where(and(isNull(savedSearches.confirmedAt), lt(savedSearches.consentAt, cutoff)))
    .returning({ id: savedSearches.id });
  return rows.length;
}

/** Confirmed alerts of this frequency whose notices have not been looked at up to `slotAt`, locked (others skip them). */
export async function findDueSavedSearches(db: Executor, frequency: string, slotAt: Date, limit: number) {
  return db
    .select({
      id: savedSearches.id,
      subscriberId: savedSearches.subscriberId,
      search: savedSearches.search,
      location: savedSearches.location,
      within: savedSearches.within,
      category: savedSearches.category,
      frequency: savedSearches.frequency,
      cursor: sql<Date>`coalesce(${savedSearches.alertCursor}, ${savedSearches.confirmedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(savedSearches)
    .where(
      and(
        isNotNull(savedSearches.confirmedAt),
        eq(savedSearches.frequency, frequency),
        sql`coalesce(${savedSearches.alertCursor}, ${savedSearches.confirmedAt}) < ${slotAt}`,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Of `noticeIds`, those this alert has already mailed. */
export async function findSentNoticeIds(
  db: Executor,
  savedSearchId: number,
  noticeIds: number[],
): Promise<Set<number>> {
  if (!noticeIds.length) return new Set();
  const rows = await db
    .select({ noticeId: savedSearchNotices.noticeId })
    .from(savedSearchNotices)
    .where(
      and(
        eq(savedSearchNotices.savedSearchId, savedSearchId),
        inArray(savedSearchNotices.noticeId, noticeIds),
      ),
    );
  return new Set(rows.map((r) => r.noticeId));
}

/** Remembers what an alert mailed. */
export async function recordSentNotices(
  db: Executor,
  savedSearchId: number,
  noticeIds: number[],
  now: Date,
): Promise<void> {
  if (!noticeIds.length) return;
  await db
    .insert(savedSearchNotices)
    .values(noticeIds.map((noticeId) => ({ savedSearchId, noticeId, sentAt: now })))
    .onConflictDoNothing();
}

/** The alerts have looked at every notice approved up to `slotAt`. */
export async function moveAlertCursor(db: Executor, ids: number[], slotAt: Date): Promise<void> {
  if (!ids.length) return;
  await db.update(savedSearches).set({ alertCursor: slotAt }).where(inArray(savedSearches.id, ids));
}
