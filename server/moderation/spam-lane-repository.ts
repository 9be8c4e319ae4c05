import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { notices, noticeSignals, spamLane, type Notice } from "../db/schema";
import type { Signal } from "../../common/queue-schemas";
import type { SpamReason } from "../../common/moderation-lane-schemas";
import { DUPLICATE_SIMILARITY } from "../signals/signals-repository";

export async function insertSpamLane(
  db: Executor,
  row: { noticeId: number; score: number; reasons: SpamReason[]; heldAt: Date },
): Promise<void> {
  await db.insert(spamLane).values(row).onConflictDoNothing({ target: spamLane.noticeId });
}

/** Takes a notice out of the lane; false when it was not there. */
export async function deleteSpamLane(db: Executor, noticeId: number): Promise<boolean> {
  const rows = await db.delete(spamLane).where(eq(spamLane.noticeId, noticeId)).returning();
  return rows.length > 0;
}

export interface SpamLaneRow {
  notice: Notice;
  score: number;
  reasons: unknown;
  heldAt: Date;
}

const HELD_PENDING = and(eq(notices.status, "pending"), isNotNull(notices.verifiedAt));

/** The lane, oldest first (the next to be rejected on top); only notices still pending count. */
export async function findSpamLanePage(db: Executor, limit: number): Promise<SpamLaneRow[]> {
  return db
    .select({ notice: notices, score: spamLane.score, reasons: spamLane.reasons, heldAt: spamLane.heldAt })
    .from(spamLane)
    .innerJoin(notices, eq(notices.id, spamLane.noticeId))
    .where(HELD_PENDING)
    .orderBy(asc(spamLane.heldAt), asc(spamLane.noticeId))
    .limit(limit);
}

export async function countSpamLane(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(spamLane)
    .innerJoin(notices, eq(notices.id, spamLane.noticeId))
    .where(HELD_PENDING);
  return Number(row.n);
}

export async function isInSpamLane(db: Executor, noticeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: spamLane.noticeId })
    .from(spamLane)
    .where(eq(spamLane.noticeId, noticeId));
  return Boolean(row);
}

/** Notices held since before `heldBefore` and still pending: their week is up. */
export async function findExpiredSpamLaneIds(
  db: Executor,
  heldBefore: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: spamLane.noticeId })
    .from(spamLane)
    .innerJoin(notices, eq(notices.id, spamLane.noticeId))
    .where(and(HELD_PENDING, lte(spamLane.heldAt, heldBefore)))
    .orderBy(asc(spamLane.heldAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Lane rows whose notice was decided another way (approved or rejected from the admin list): no longer held. */
export async function deleteDecidedSpamLane(db: Executor): Promise<number> {
  const rows = await db
    .delete(spamLane)
    .where(
      sql`not exists (select 1 from ${notices} n where n.id = ${spamLane.noticeId} and n.status = 'pending')`,
    )
    .returning();
  return rows.length;
}

/** What was stored at posting: the signals and the hashed client address. */
export async function findPostingSignals(
  db: Executor,
  noticeId: number,
): Promise<{ signals: Signal[]; posterAddressHash: string | null }> {
  const [row] = await db
    .select({ signals: noticeSignals.signals, posterAddressHash: noticeSignals.posterAddressHash })
    .from(noticeSignals)
    .where(eq(noticeSignals.noticeId, noticeId));
  return {
    signals: (row?.signals as Signal[] | undefined) ?? [],
    posterAddressHash: row?.posterAddressHash ?? null,
  };
}

/** Adds signals to those kept at posting (the spam score's reasons once the poster confirmed). */
export async function appendPostingSignals(db: Executor, noticeId: number, extra: Signal[]): Promise<void> {
  if (!extra.length) return;
  const { signals } = await findPostingSignals(db, noticeId);
  const kept = signals.filter((s) => s.kind !== "spam_score");
  await db
    .insert(noticeSignals)
    .values({ noticeId, signals: [...kept, ...extra] })
    .onConflictDoUpdate({ target: noticeSignals.noticeId, set: { signals: [...kept, ...extra] } });
}

const textOf = (notice: Notice) => `${notice.title} ${notice.description}`;

/** A notice's title and description with case and runs of white space folded: what "the same text" compares. */
const foldedText = (text: SQL) => sql`lower(regexp_replace(${text}, '\s+', ' ', 'g'))`;

/**
 * Notices since `since` from other e-mail addresses with the same text (title and description, case and spacing
 * aside): their ids, addresses and client address hashes (null for loopback, which cannot tell visitors apart). The
 * same, not near-identical: several people selling bikes write alike, and the near-duplicate signal already sends a
 * look-alike to a person; a campaign sends one text over and over.
 */
export async function findSameTextElsewhere(
  db: Executor,
  notice: Notice,
  since: Date,
): Promise<{ id: number; contactEmail: string; addressHash: string | null }[]> {
  return queryRows<{ id: number; contactEmail: string; addressHash: string | null }>(
    db,
    sql`select n.id, n.contact_email as "contactEmail", s.poster_address_hash as "addressHash"
        from ${notices} n left join ${noticeSignals} s on s.notice_id = n.id
        where n.id <> ${notice.id} and n.created_at >= ${since} and n.contact_email <> ${notice.contactEmail}
          and ${foldedText(sql`n.title || ' ' || n.description`)} = ${foldedText(sql`${textOf(notice)}`)}`,
  );
}

/** Whether a near-identical notice was rejected as spam since `since`. */
export async function hasRejectedSpamLike(db: Executor, notice: Notice, since: Date): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${notices}
        where id <> ${notice.id} and status = 'rejected' and rejection_reason = 'spam' and updated_at >= ${since}
          and similarity(title || ' ' || description, ${textOf(notice)}) >= ${DUPLICATE_SIMILARITY}
        limit 1`,
  );
  return Boolean(row);
}

/**
 * Confirmed notices waiting in the queue (pending, not held) that share the held notice's e-mail or client address
 * (since `since`) or are among `ids`: scored again once a later notice showed what they belong to.
 */
export async function findQueuedSiblings(
  db: Executor,
  notice: Notice,
  addressHash: string | null,
  since: Date,
  ids: number[],
): Promise<Notice[]> {
  const sameAddress = addressHash
    ? sql`${notices.id} in (select notice_id from ${noticeSignals} where poster_address_hash = ${addressHash} and created_at >= ${since})`
    : sql`false`;
  const related = or(
    and(eq(notices.contactEmail, notice.contactEmail), gte(notices.createdAt, since)),
    sameAddress,
    ids.length ? inArray(notices.id, ids) : sql`false`,
  );
  return db
    .select()
    .from(notices)
    .where(
      and(
        HELD_PENDING,
        ne(notices.id, notice.id),
        related,
        sql`not exists (select 1 from ${spamLane} l where l.notice_id = ${notices.id})`,
      ),
    )
    .orderBy(asc(notices.id));
}

/** Notices from this e-mail address since `since` that no moderator approved: a burst of unvetted posts. */
export async function countUnapprovedByEmail(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.contactEmail, email), gte(notices.createdAt, since), isNull(notices.approvedAt)));
  return Number(row.n);
}

/** The same from one client address (its hash, as stored at posting). */
export async function countUnapprovedByAddress(
  db: Executor,
  addressHash: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(noticeSignals)
    .innerJoin(notices, eq(notices.id, noticeSignals.noticeId))
    .where(
      and(
        eq(noticeSignals.posterAddressHash, addressHash),
        gte(noticeSignals.createdAt, since),
        isNull(notices.approvedAt),
      ),
    );
  return Number(row.n);
}
