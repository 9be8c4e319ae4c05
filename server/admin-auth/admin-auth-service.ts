import { MINUTE } from "../clock";
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
import {
  checkDevice,
  countWrongPasswordOnDevice,
  forgetLoginAttempts,
  requireLoginAttempt,
  type DeviceCheck,
} from "./login-throttle";

/** Per client address (ASVS: slow one source down). Loopback is not counted per address: see perAddressRule. */
export const LOGIN_ADDRESS_LIMIT = { limit: 10, windowMs: 15 * MINUTE };
const invalidLogin = () => new AppError(401, "Invalid username or password");
const TOO_MANY = "Too many login attempts. Please try again later.";

export interface LoginRules {
  address: RateLimitRule | null;
  ip: string;
}

export function loginRules(ip: string): LoginRules {
  return {
    address: perAddressRule("admin-login-ip", ip, LOGIN_ADDRESS_LIMIT.limit, LOGIN_ADDRESS_LIMIT.windowMs),
    ip,
  };
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

export async function countLoginFailure(ctx: AppContext, rules: LoginRules): Promise<void> {
  if (rules.address) await consumeRateLimit(ctx.db, rules.address, ctx.clock);
}

/**
 * A whole login succeeded from this address: its earlier typos no longer count against it, and it is known now. From
 * a client the account did not know, the account's throttle starts afresh too (from a known one an attack going on
 * elsewhere stays throttled).
 */
export async function recordSignIn(
  ctx: AppContext,
  admin: AdminRow,
  rules: LoginRules,
  known: boolean,
): Promise<void> {
  if (rules.address) await clearRateLimit(ctx.db, rules.address.key);
  if (!known) await forgetLoginAttempts(ctx, admin.username);
  await rememberAddress(ctx, admin, rules.ip);
}

/** The client is known to the account: its device cookie, or an address it signed in from. */
export async function isKnownClient(
  ctx: AppContext,
  admin: AdminRow | undefined,
  ip: string,
  deviceCookie: string | undefined,
): Promise<{ known: boolean; device: DeviceCheck }> {
  const device = await checkDevice(ctx, admin, deviceCookie);
  if (device.known) return { known: true, device };
  return { known: !!admin && (await isKnownAddress(ctx, admin, ip)), device };
}

/**
 * Checks a username and password. Unknown user and wrong password answer the same 401 after the same argon2id work
 * (fields shorter than any account's were answered 400 by the route's schema); a client the account does not know
 * first takes one attempt of the account's allowance (login-throttle.ts), or is answered 429 without any hashing. A
 * right password stored under an older hash is rehashed with today's parameters.
 */
export async function checkAdminPassword(
  ctx: AppContext,
  input: AdminLoginInput,
  rules: LoginRules,
  deviceCookie: string | undefined,
): Promise<{ admin: AdminRow; known: boolean }> {
  const admin = await findAdminByUsername(ctx.db, input.username.trim());
  const { known, device } = await isKnownClient(ctx, admin, rules.ip, deviceCookie);
  await requireAddressAllowed(ctx, rules, known);
  if (!known) await requireLoginAttempt(ctx, input.username);
  const check = await verifyPassword(input.password, admin?.passwordHash ?? (await dummyPasswordHash()));
  if (!admin || !check.ok) {
    await countLoginFailure(ctx, rules);
    await countWrongPasswordOnDevice(ctx, device);
    throw invalidLogin();
  }
  if (check.needsRehash) {
    await updateAdminPasswordHash(ctx.db, admin.id, await hashPassword(input.password), ctx.clock.now());
    ctx.log.info({ adminId: admin.id }, "admin password rehashed with argon2id");
  }
  return { admin, known };
}
