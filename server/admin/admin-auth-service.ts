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
import { LIMITS } from "../../common/limits";
import type { AdminLoginInput } from "../../common/admin-login-schema";
import { findAdminByUsername, updateAdminPasswordHash, type AdminRow } from "./admin-repository";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password";

/** Per client address (ASVS: slow one source down). Loopback is not counted per address: see perAddressRule. */
export const LOGIN_ADDRESS_LIMIT = { limit: 10, windowMs: 15 * MINUTE };
/**
 * Per account across every address: high enough that a stranger cannot lock the moderator out with a few wrong
 * passwords, low enough to stop a distributed guessing run (ASVS 6.3.1).
 */
export const LOGIN_ACCOUNT_LIMIT = { limit: 100, windowMs: HOUR };

const invalidLogin = () => new AppError(401, "Invalid username or password");
const TOO_MANY = "Too many login attempts. Please try again later.";

export interface LoginRules {
  address: RateLimitRule | null;
  account: RateLimitRule;
}

export function loginRules(username: string, ip: string): LoginRules {
  return {
    address: perAddressRule("admin-login-ip", ip, LOGIN_ADDRESS_LIMIT.limit, LOGIN_ADDRESS_LIMIT.windowMs),
    account: { key: `admin-login-account:${username.toLowerCase()}`, ...LOGIN_ACCOUNT_LIMIT },
  };
}

const rulesOf = (rules: LoginRules) => (rules.address ? [rules.address, rules.account] : [rules.account]);

/** 429 with Retry-After when either counter is spent; a right password is refused too, or guessing would go on. */
export async function requireLoginAllowed(ctx: AppContext, rules: LoginRules): Promise<void> {
  for (const rule of rulesOf(rules)) {
    const state = await peekRateLimit(ctx.db, rule, ctx.clock);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, TOO_MANY);
  }
}

export async function countLoginFailure(ctx: AppContext, rules: LoginRules): Promise<void> {
  for (const rule of rulesOf(rules)) await consumeRateLimit(ctx.db, rule, ctx.clock);
}

/** A whole login succeeded from this address: its earlier typos no longer count against it. */
export async function forgetAddressFailures(ctx: AppContext, rules: LoginRules): Promise<void> {
  if (rules.address) await clearRateLimit(ctx.db, rules.address.key);
}

/**
 * Checks a username and password. Unknown user, wrong password and a too-short field all answer the same 401 after
 * the same argon2id work. A right password stored under an older hash is rehashed with today's parameters.
 */
export async function checkAdminPassword(
  ctx: AppContext,
  input: AdminLoginInput,
  rules: LoginRules,
): Promise<AdminRow> {
  await requireLoginAllowed(ctx, rules);
  const username = input.username.trim();
  const plausible =
    username.length >= LIMITS.adminUsernameMin && input.password.length >= LIMITS.adminPasswordMin;
  const admin = plausible ? await findAdminByUsername(ctx.db, username) : undefined;
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
