import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";

/** The cheap counts `/metrics` reads at each scrape (partial indexes keep each one to the rows it counts). */

export interface QueueRow {
  queue: "notices" | "comments";
  size: number;
  /** Seconds since the epoch when the oldest item entered the queue; null when the queue is empty. */
  oldest: number | null;
}

/** What waits for a moderator: verified pending notices (since verification) and pending comments (since posting). */
export async function countReviewQueues(db: Executor): Promise<QueueRow[]> {
  return queryRows<QueueRow>(
    db,
    sql`
    select 'notices' as queue, count(*)::int as size, extract(epoch from min(verified_at))::float8 as oldest
      from notices where status = 'pending' and verified_at is not null
    union all
    select 'comments', count(*)::int, extract(epoch from min(created_at))::float8
      from comments where status = 'pending'`,
  );
}

export interface OutboxRow {
  backlog: number;
  retrying: number;
  failed: number;
}

/** Mail not yet sent, those of it that failed at least once, and mail given up on since `failedSince`. */
export async function countOutbox(db: Executor, failedSince: Date): Promise<OutboxRow> {
  const [row] = await queryRows<OutboxRow>(
    db,
    sql`
    select
      (select count(*)::int from mail_outbox where sent_at is null and failed_at is null) as backlog,
      (select count(*)::int from mail_outbox where sent_at is null and failed_at is null and attempts > 0) as retrying,
      (select count(*)::int from mail_outbox where failed_at >= ${failedSince}) as failed`,
  );
  return row;
}

/**
 * The `backup.last` value of the `settings` table (`{"at", "path", "bytes"}`, written by the backup), as text; null
 * when there is no such table or no backup yet. Read as text so a jsonb or a text column both do.
 */
export async function findLastBackupRecord(db: Executor): Promise<string | null> {
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('public.settings') is not null as exists`,
  );
  if (!table.exists) return null;
  const [row] = await queryRows<{ value: string | null }>(
    db,
    sql`select value::text as value from settings where key = 'backup.last'`,
  );
  return row?.value ?? null;
}
