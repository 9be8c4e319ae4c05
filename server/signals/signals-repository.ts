import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { notices, noticeSignals, watchWords, type Notice } from "../db/schema";
import type { Signal } from "../../common/queue-schemas";

/** Similarity (0–1, pg_trgm) above which two notices' title and description count as the same notice. */
export const DUPLICATE_SIMILARITY = 0.6;

/**
 * The most similar notice posted since `since`, in the posting transaction. Comparing a notice's whole text with every
 * recent one is slow (about 50 µs a row), so pg_trgm's `%` and the trigram index (notices_text_trgm_idx) pick the
 * few candidates first. Both settings are this transaction's only: `%` means at least DUPLICATE_SIMILARITY, and the
 * planner, which prices a comparison like an addition, is kept from scanning the table instead; the subquery keeps
 * the date window from steering it to a date index. Outside a transaction the answer is the same, only slower.
 */
export async function findNearDuplicate(
  db: Executor,
  notice: Notice,
  since: Date,
): Promise<{ id: number; title: string } | undefined> {
  const text = `${notice.title} ${notice.description}`;
  const [previous] = await queryRows<{ scan: string }>(
    db,
    sql`select current_setting('enable_seqscan') as scan,
          set_config('pg_trgm.similarity_threshold', ${String(DUPLICATE_SIMILARITY)}, true),
          set_config('enable_seqscan', 'off', true)`,
  );
  const [row] = await queryRows<{ id: number; title: string }>(
    db,
    sql`select id, title from (
          select id, title, created_at, similarity(title || ' ' || description, ${text}) as score
          from ${notices} where (title || ' ' || description) % ${text} offset 0
        ) candidates
        where id <> ${notice.id} and created_at >= ${since} and score >= ${DUPLICATE_SIMILARITY}
        order by score desc
        limit 1`,
  );
  await db.execute(sql`select set_config('enable_seqscan', ${previous.scan}, true)`);
  return row;
}

export async function countPostsByEmail(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.contactEmail, email), gte(notices.createdAt, since)));
  return Number(row.n);
}

export async function countPostsByAddress(db: Executor, addressHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(noticeSignals)
    .where(and(eq(noticeSignals.posterAddressHash, addressHash), gte(noticeSignals.createdAt, since)));
  return Number(row.n);
}

export async function countEarlierVerifiedByEmail(db: Executor, notice: Notice): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*) filter (where ${notices.verifiedAt} is not null)::int` })
    .from(notices)
    .where(
      and(
        eq(notices.contactEmail, notice.contactEmail),
        ne(notices.id, notice.id),
        lt(notices.createdAt, notice.createdAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The median price of live notices in a category and how many there are. */
export async function findCategoryPriceMedian(
  db: Executor,
  category: string,
): Promise<{ median: number | null; count: number }> {
  const [row] = await queryRows<{ median: string | null; count: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by price) as median, count(price)::int as count
        from ${notices} where status = 'active' and category = ${category} and price is not null`,
  );
  return { median: row.median === null ? null : Number(row.median), count: Number(row.count) };
}

export async function insertNoticeSignals(
  db: Executor,
  row: {
    noticeId: number;
    signals: Signal[];
    risk: number;
    posterAddressHash: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(noticeSignals).values(row);
}

export async function listWatchWords(db: Executor) {
  return db.select().from(watchWords).orderBy(watchWords.word);
}

export async function insertWatchWord(db: Executor, word: string, kind: string, now: Date) {
  const [row] = await db
    .insert(watchWords)
    .values({ word, kind, createdAt: now })
    .onConflictDoUpdate({ target: watchWords.word, set: { kind } })
    .returning();
  return row;
}

export async function deleteWatchWord(db: Executor, id: number) {
  const [row] = await db.delete(watchWords).where(eq(watchWords.id, id)).returning();
  return row;
}
