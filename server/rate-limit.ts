import type { Clock } from "./clock";
import type { Executor } from "./db/client";
import { AppError } from "./errors";
import {
  countRateLimitHit,
  deleteRateLimit,
  findRateLimit,
  type RateLimitRow,
} from "./rate-limit-repository";

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
  return toState(await countRateLimitHit(db, rule.key, now, windowFloor), rule, now);
}

/** Reads a counter without counting (e.g. to refuse a login before checking the password). */
export async function peekRateLimit(
  db: Executor,
  rule: RateLimitRule,
  clock: Clock,
): Promise<RateLimitState> {
  const now = clock.now();
  const row = await findRateLimit(db, rule.key, new Date(now.getTime() - rule.windowMs));
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  const state = toState(row, rule, now);
  return { ...state, allowed: state.count < rule.limit };
}

/** Forgets a counter (a login that succeeded clears its address's earlier typos). */
export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await deleteRateLimit(db, key);
}

function toState(row: RateLimitRow, rule: RateLimitRule, now: Date): RateLimitState {
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
