import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "./db/client";

/** Every statement on the rate_limits table (rate-limit.ts holds the rules). */

export interface RateLimitRow {
  count: number;
  window_start: string | Date;
}

/** Counts one hit for `key`, starting a new window at `now` when the current one began at or before `windowFloor`. */
export async function countRateLimitHit(
  db: Executor,
  key: string,
  now: Date,
  windowFloor: Date,
): Promise<RateLimitRow> {
  const [row] = await queryRows<RateLimitRow>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowFloor} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowFloor} then ${now} else rate_limits.window_start end
    returning count, window_start`,
  );
  return row;
}

/** The counter of `key` if its window started after `since`. */
export async function findRateLimit(
  db: Executor,
  key: string,
  since: Date,
): Promise<RateLimitRow | undefined> {
  const [row] = await queryRows<RateLimitRow>(
    db,
    sql`select count, window_start from rate_limits where key = ${key} and window_start > ${since}`,
  );
  return row;
}

/** Deletes counters whose window started before `before` (they hold client addresses and count nothing any more). */
export async function deleteRateLimitsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where window_start < ${before} returning key`,
  );
  return rows.length;
}

export async function deleteRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
