import { HOUR, MINUTE } from "../clock";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import {
  clearRateLimit,
  consumeRateLimit,
  peekRateLimit,
  perAddressRule,
  tooManyRequests,
  type RateLimitRule,
} from "../rate-limit";
import type { AdminLoginInput } from "../../common/admin-login-schema";
import { findAdminByUsername, updateAdminPasswordHash, type AdminRow } from "./admin-repository";
import { isKnownAddress, rememberAddress } from "./known-address-service";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password";

/** Per client address (ASVS: slow one source down). Loopback is not counted per address: see perAddressRule. */
export const LOGIN_ADDRESS_LIMIT = { limit: 10, windowMs: 15 * MINUTE };
/**
 * Per account across every address, counted over an hour: it never refuses a login (a stranger could otherwise lock
 * the moderator out), it slows it down. The first few failures cost nothing, then each further attempt from an address
 * the admin has not signed in from waits twice as long as the one before, up to 30 seconds.
 */
export const LOGIN_ACCOUNT_WINDOW_MS = HOUR;
export const LOGIN_DELAY_FREE_FAILURES = 5;
export const LOGIN_DELAY_FIRST_MS = 500;
export const LOGIN_DELAY_MAX_MS = 30_000;

const invalidLogin = () => new AppError(401, "Invalid username or password");
const TOO_MANY = "Too many login attempts. Please try again later.";

export interface LoginRules {
  address: RateLimitRule | null;
  account: RateLimitRule;
  ip: string;
}

export function loginRules(username: string, ip: string): LoginRules {
  return {
    address: perAddressRule("admin-login-ip", ip, LOGIN_ADDRESS_LIMIT.limit, LOGIN_ADDRESS_LIMIT.windowMs),
    // The limit only bounds the counter's meaning: past it nothing is refused (see loginDelayMs).
    account: {
      key: `admin-login-account:${username.toLowerCase()}`,
      limit: Number.MAX_SAFE_INTEGER,
      windowMs: LOGIN_ACCOUNT_WINDOW_MS,
    },
    ip,
  };
}

const rulesOf = (rules: LoginRules) => (rules.address ? [rules.address, rules.account] : [rules.account]);

/** How long an attempt waits after `failures` failed ones on the account this hour. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_DELAY_FREE_FAILURES) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_FIRST_MS * 2 ** (failures - LOGIN_DELAY_FREE_FAILURES));
}

/**
 * 429 with Retry-After when the address has spent its failures (a right password is refused too, or guessing from it
 * would go on). Not for an address the admin signed in from before: behind a proxy without TRUST_PROXY every visitor
 * shares one address, and a stranger must not lock the moderator out of it.
 */
export async function requireAddressAllowed(
  ctx: AppContext,
  rules: LoginRules,
  known: boolean,
): Promise<void> {
  if (known || !rules.address) return;
  const state = await peekRateLimit(ctx.db, rules.address, ctx.clock);
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, TOO_MANY);
}

/** The account's progressive delay, for an address the admin has not signed in from. */
async function slowDown(ctx: AppContext, rules: LoginRules, known: boolean): Promise<void> {
  if (known) return;
  const { count } = await peekRateLimit(ctx.db, rules.account, ctx.clock);
  const delay = loginDelayMs(count);
  if (delay > 0) await ctx.clock.sleep(delay);
}

export async function countLoginFailure(ctx: AppContext, rules: LoginRules): Promise<void> {
  for (const rule of rulesOf(rules)) await consumeRateLimit(ctx.db, rule, ctx.clock);
}

/** A whole login succeeded from this address: its earlier typos no longer count against it, and it is known now. */
export async function recordSignIn(ctx: AppContext, admin: AdminRow, rules: LoginRules): Promise<void> {
  if (rules.address) await clearRateLimit(ctx.db, rules.address.key);
  await rememberAddress(ctx, admin, rules.ip);
}

/**
 * Checks a username and password. Unknown user and wrong password answer the same 401 after the same argon2id work
 * (fields shorter than any account's were answered 400 by the route's schema). A right password stored under an older
 * hash is rehashed with today's parameters.
 */
export async function checkAdminPassword(
  ctx: AppContext,
  input: AdminLoginInput,
  rules: LoginRules,
): Promise<AdminRow> {
  const admin = await findAdminByUsername(ctx.db, input.username.trim());
  const known = !!admin && (await isKnownAddress(ctx, admin, rules.ip));
  await requireAddressAllowed(ctx, rules, known);
  await slowDown(ctx, rules, known);
  const check = await verifyPassword(input.password, admin?.passwordHash ?? (await dummyPasswordHash()));
  if (!admin || !check.ok) {
    await countLoginFailure(ctx, rules);
    throw invalidLogin();
  }
  if (check.needsRehash) {
    await updateAdminPasswordHash(ctx.db, admin.id, await hashPassword(input.password), ctx.clock.now());
    ctx.log.info({ adminId: admin.id }, "admin password rehashed with argon2id");
  }
  return admin;
}
