import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sameAddress } from "../db/same-address";
import { emailSubscribers, savedSearches, subscriberTokens } from "../db/schema";

export type Subscriber = typeof emailSubscribers.$inferSelect;
export type TokenPurpose = "confirm" | "manage";

/** The subscriber with this address, locked for the rest of the transaction. */
export async function findSubscriberByEmailForUpdate(
  db: Executor,
  email: string,
): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(emailSubscribers)
    .where(eq(emailSubscribers.email, email))
    .for("update");
  return row;
}

export async function findSubscriberById(db: Executor, id: number): Promise<Subscriber> {
  const [row] = await db.select().from(emailSubscribers).where(eq(emailSubscribers.id, id));
  return row;
}

/** Inserts the address, or answers the row another request inserted a moment earlier. */
export async function insertSubscriber(
  db: Executor,
  values: typeof emailSubscribers.$inferInsert,
): Promise<Subscriber | undefined> {
  const [row] = await db.insert(emailSubscribers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubscriber(
  db: Executor,
  id: number,
  values: Partial<typeof emailSubscribers.$inferInsert>,
): Promise<Subscriber> {
  const [row] = await db.update(emailSubscribers).set(values).where(eq(emailSubscribers.id, id)).returning();
  return row;
}

export async function insertSubscriberToken(
  db: Executor,
  subscriberId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db.insert(subscriberTokens).values({ tokenHash, subscriberId, purpose, createdAt: now });
}

/** Many tokens in one statement (a batch of digests, one each). */
export async function insertSubscriberTokens(
  db: Executor,
  rows: { subscriberId: number; purpose: TokenPurpose; tokenHash: string }[],
  now: Date,
): Promise<void> {
  if (rows.length) await db.insert(subscriberTokens).values(rows.map((r) => ({ ...r, createdAt: now })));
}

export async function deleteSubscriberTokens(db: Executor, subscriberId: number, purpose: TokenPurpose) {
  await db
    .delete(subscriberTokens)
    .where(and(eq(subscriberTokens.subscriberId, subscriberId), eq(subscriberTokens.purpose, purpose)));
}

/** The subscriber a token of this purpose belongs to, locked for the rest of the transaction. */
export async function findSubscriberByToken(
  db: Executor,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<Subscriber | undefined> {
  const [row] = await db
    .select({ subscriber: emailSubscribers })
    .from(subscriberTokens)
    .innerJoin(emailSubscribers, eq(emailSubscribers.id, subscriberTokens.subscriberId))
    .where(and(eq(subscriberTokens.tokenHash, tokenHash), eq(subscriberTokens.purpose, purpose)))
    .for("update", { of: emailSubscribers });
  return row?.subscriber;
}

/**
 * Deletes addresses never confirmed whose last request is older than `cutoff` (their unconfirmed alerts with them);
 * answers how many.
 */
export async function deleteUnconfirmedBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(emailSubscribers)
    .where(
      and(
        isNull(emailSubscribers.confirmedAt),
        lt(sql`coalesce(${emailSubscribers.consentAt}, ${emailSubscribers.createdAt})`, cutoff),
        // An address with a confirmed saved-search alert is confirmed through it, newsletter or not.
        sql`not exists (select 1 from ${savedSearches} s where s.subscriber_id = ${emailSubscribers.id} and s.confirmed_at is not null)`,
      ),
    )
    .returning({ id: emailSubscribers.id });
  return rows.length;
}

/** Counts for the admin dashboard. */
export async function countSubscribers(db: Executor) {
  const [row] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${emailSubscribers.isActive} and ${emailSubscribers.confirmedAt} is not null)::int`,
      unconfirmed: sql<number>`count(*) filter (where ${emailSubscribers.isActive} and ${emailSubscribers.confirmedAt} is null)::int`,
      unsubscribed: sql<number>`count(*) filter (where not ${emailSubscribers.isActive} and ${emailSubscribers.unsubscribedAt} is not null)::int`,
    })
    .from(emailSubscribers);
  return row;
}

/** Deletes the address's subscriptions, whatever its case ("delete my data"); answers how many. */
export async function deleteSubscribersByEmail(db: Executor, email: string): Promise<number> {
  const rows = await db
    .delete(emailSubscribers)
    .where(sameAddress(emailSubscribers.email, email))
    .returning({ id: emailSubscribers.id });
  return rows.length;
}

/** Each subscriber's digest has covered up to `slotAt`: the next one starts there. */
export async function moveDigestCursor(db: Executor, subscriberIds: number[], slotAt: Date): Promise<void> {
  if (!subscriberIds.length) return;
  await db
    .update(emailSubscribers)
    .set({ digestCursor: slotAt })
    .where(sql`${emailSubscribers.id} in (${sql.join(subscriberIds, sql`, `)})`);
}
