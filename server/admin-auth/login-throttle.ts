import { DAY, MINUTE } from "../clock";
import type { AppContext } from "../context";
import { tooManyRequests } from "../rate-limit";
import type { AdminRow } from "./admin-repository";
import { hashSessionId, newCookieSecret } from "./admin-session";
import {
  claimLoginAttempt,
  countDeviceFailure,
  deleteLoginThrottle,
  deleteStaleDevices,
  findDevice,
  insertDevice,
  markDeviceUsed,
  type ThrottleSteps,
} from "./login-throttle-repository";

/**
 * Per account, across every address and app server (issue 34): five attempts from clients the account has not seen
 * succeed, then one per step (1 minute, doubling, 15 at most), the rest answered 429 before any password hash is
 * computed. From zero that lets at most 12 guesses through in an hour, whatever the number of addresses. A browser that
 * signed in before holds a device cookie and is never held back, so a stranger cannot lock the moderator out.
 */
export const LOGIN_THROTTLE: ThrottleSteps = {
  freeAttempts: 5,
  firstDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};
/** A device cookie lasts this long after its last sign-in. */
export const DEVICE_DAYS = 180;
/** Wrong passwords typed with one device cookie before it stops counting as known (a stolen cookie guesses little). */
export const DEVICE_MAX_FAILURES = 5;

const TOO_MANY = "Too many login attempts. Please try again later.";

const throttleKey = (username: string) => `admin-login:${username.trim().toLowerCase()}`;

/**
 * One attempt of the account's allowance for a client without its device cookie, or 429 with Retry-After. Keyed by the
 * username typed, so an account that does not exist answers just as one that does.
 */
export async function requireLoginAttempt(ctx: AppContext, username: string): Promise<void> {
  const now = ctx.clock.now();
  const claim = await claimLoginAttempt(ctx.db, throttleKey(username), now, LOGIN_THROTTLE);
  if (claim.allowed) return;
  const seconds = Math.max(1, Math.ceil((claim.nextAttemptAt.getTime() - now.getTime()) / 1000));
  throw tooManyRequests(seconds, TOO_MANY);
}

/** The right password from a client without a device cookie: the earlier guesses stop counting. */
export async function forgetLoginAttempts(ctx: AppContext, username: string): Promise<void> {
  await deleteLoginThrottle(ctx.db, throttleKey(username));
}

export interface DeviceCheck {
  /** The cookie was issued at an earlier sign-in to this account and has not typed too many wrong passwords since. */
  known: boolean;
  tokenHash?: string;
}

/** Whether the request's device cookie belongs to this account. */
export async function checkDevice(
  ctx: AppContext,
  admin: AdminRow | undefined,
  value: string | undefined,
): Promise<DeviceCheck> {
  if (!admin || !value || value.length > 200) return { known: false };
  const tokenHash = hashSessionId(value);
  const row = await findDevice(ctx.db, tokenHash);
  if (!row || row.adminId !== admin.id) return { known: false };
  const fresh = row.lastUsedAt.getTime() > ctx.clock.now().getTime() - DEVICE_DAYS * DAY;
  return { known: fresh && row.failures < DEVICE_MAX_FAILURES, tokenHash };
}

export async function countWrongPasswordOnDevice(ctx: AppContext, device: DeviceCheck): Promise<void> {
  if (device.tokenHash) await countDeviceFailure(ctx.db, device.tokenHash);
}

/**
 * After a whole sign-in: the device keeps its cookie (refreshed), or gets a new one; answers the cookie value to set,
 * or undefined when the current one stays.
 */
export async function rememberDevice(
  ctx: AppContext,
  admin: { id: number },
  current: string | undefined,
): Promise<{ value: string; maxAgeSeconds: number }> {
  const now = ctx.clock.now();
  await deleteStaleDevices(ctx.db, admin.id, new Date(now.getTime() - DEVICE_DAYS * DAY));
  const maxAgeSeconds = DEVICE_DAYS * 24 * 60 * 60;
  if (current && current.length <= 200) {
    const row = await findDevice(ctx.db, hashSessionId(current));
    if (row?.adminId === admin.id) {
      await markDeviceUsed(ctx.db, row.tokenHash, now);
      return { value: current, maxAgeSeconds };
    }
  }
  const { value, idHash } = newCookieSecret();
  await insertDevice(ctx.db, idHash, admin.id, now);
  return { value, maxAgeSeconds };
}
