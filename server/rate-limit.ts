import { sql } from "drizzle-orm";
import type { Clock } from "./clock";
import { queryRows, type Executor } from "./db/client";
import { AppError } from "./errors";

export interface RateLimitRule {
  /** e.g. `post:1.2.3.4` */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  count: number;
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Loopback addresses cannot tell visitors apart: they are this machine (health checks, scripts, tests) or a proxy in
 * front of the app without TRUST_PROXY, where every visitor would share one counter and lock each other out.
 */
export function isLoopbackAddress(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** A rule counting per client address, or null (no per-address limit) for a loopback address. */
export function perAddressRule(
  name: string,
  address: string,
  limit: number,
  windowMs: number,
): RateLimitRule | null {
  return isLoopbackAddress(address) ? null : { key: `${name}:${address}`, limit, windowMs };
}

/** Counts one hit in a fixed window kept in the database, so every server shares it. */
export async function consumeRateLimit(
  db: Executor,
  rule: RateLimitRule,
  clock: Clock,
): Promise<RateLimitState> {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - rule.windowMs);
  const rows = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${rule.key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowFloor} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowFloor} then ${now} else rate_limits.window_start end
    returning count, window_start`,
  );
  return toState(rows[0], rule, now);
}

/** Reads a counter without counting (e.g. to refuse a login before checking the password). */
export async function peekRateLimit(
  db: Executor,
  rule: RateLimitRule,
  clock: Clock,
): Promise<RateLimitState> {
  const now = clock.now();
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`select count, window_start from rate_limits where key = ${rule.key} and window_start > ${new Date(now.getTime() - rule.windowMs)}`,
  );
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  const state = toState(row, rule, now);
  return { ...state, allowed: state.count < rule.limit };
}

/** Deletes counters whose window started before `before` (they hold client addresses and count nothing any more). */
export async function deleteRateLimitsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where window_start < ${before} returning key`,
  );
  return rows.length;
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

function toState(
  row: { count: number; window_start: string | Date },
  rule: RateLimitRule,
  now: Date,
): RateLimitState {
  const count = Number(row.count);
  const windowEnd = new Date(row.window_start).getTime() + rule.windowMs;
  return {
    count,
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

export function tooManyRequests(
  retryAfterSeconds: number,
  message = "Too many requests. Please try again later.",
): AppError {
  return new AppError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

/** Counts a hit and throws 429 with Retry-After past the limit; a null rule (loopback) counts nothing. */
export async function requireRateLimit(
  db: Executor,
  rule: RateLimitRule | null,
  clock: Clock,
  message?: string,
): Promise<void> {
  if (!rule) return;
  const state = await consumeRateLimit(db, rule, clock);
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, message);
}
