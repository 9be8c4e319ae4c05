import { createVerificationToken, hashVerificationToken } from "../notices/verification-tokens";
import { HOUR, MINUTE } from "../clock";
import type { Config } from "../config";
import type { AppContext } from "../context";
import type { AdminRole } from "../../common/team-schemas";
import { deleteSession, findLiveSession, insertSession, touchSession } from "./admin-session-repository";

/** The cookie's name on plain http (development, tests); on https the `__Host-` name below. */
export const SESSION_COOKIE = "nb_admin_session";
/** `__Host-`: the browser takes it only with Secure, Path=/ and no Domain, so no sibling site can plant one. */
export const SECURE_SESSION_COOKIE = "__Host-nb_admin";
/** How often a used session has its idle expiry pushed out (saves a write on every request). */
const REFRESH_AFTER_MS = MINUTE;

export function isHttpsSite(config: Config): boolean {
  return config.publicUrl.startsWith("https:");
}

export function sessionCookieName(config: Config): string {
  return isHttpsSite(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export interface AdminSession {
  adminId: number;
  username: string;
  role: AdminRole;
  mfaEnabled: boolean;
  /** This account must set up two-factor sign-in before anything else (invited, or its two-factor was reset). */
  mfaRequired: boolean;
  /** Set when this use pushed the idle expiry out: the cookie should be sent again with a fresh Max-Age. */
  refreshed: boolean;
  /** Seconds until the session ends if unused: the idle timeout, or less near the absolute limit. */
  maxAgeSeconds: number;
}

/** Only a SHA-256 of a cookie value is stored, so a copy of the table opens no session: hashed as a secret link is. */
export const hashSessionId = hashVerificationToken;

/** A random cookie value (256 bits) and its stored hash, made as a secret link's token is. */
export function newCookieSecret(): { value: string; idHash: string } {
  const { token, tokenHash } = createVerificationToken();
  return { value: token, idHash: tokenHash };
}

function sessionLimits(config: Config) {
  return { idleMs: config.adminIdleMinutes * MINUTE, absoluteMs: config.adminSessionHours * HOUR };
}

/** When a session started at `createdAt` and last used `now` ends: idle timeout or absolute limit, the sooner. */
function endOf(config: Config, createdAt: Date, now: Date): Date {
  const { idleMs, absoluteMs } = sessionLimits(config);
  return new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + absoluteMs));
}

/** Starts a fresh session (a new id at every login) and answers its cookie value and lifetime. */
export async function createAdminSession(
  ctx: AppContext,
  adminId: number,
): Promise<{ value: string; maxAgeSeconds: number }> {
  const now = ctx.clock.now();
  const { value, idHash } = newCookieSecret();
  const expiresAt = endOf(ctx.config, now, now);
  await insertSession(ctx.db, { idHash, adminId, now, expiresAt });
  return { value, maxAgeSeconds: Math.floor((expiresAt.getTime() - now.getTime()) / 1000) };
}

/**
 * The live session of a cookie value, or undefined once it has been idle too long or has passed its absolute limit
 * (checked against its start, so no refresh can stretch it).
 */
export async function findAdminSession(
  ctx: AppContext,
  value: string | undefined,
): Promise<AdminSession | undefined> {
  if (!value || value.length > 200) return undefined;
  const now = ctx.clock.now();
  const { idleMs, absoluteMs } = sessionLimits(ctx.config);
  const idHash = hashSessionId(value);
  const row = await findLiveSession(
    ctx.db,
    idHash,
    new Date(now.getTime() - idleMs),
    new Date(now.getTime() - absoluteMs),
  );
  if (!row) return undefined;
  const refreshed = now.getTime() - row.lastSeenAt.getTime() >= REFRESH_AFTER_MS;
  const expiresAt = endOf(ctx.config, row.createdAt, now);
  if (refreshed) await touchSession(ctx.db, idHash, now, expiresAt);
  return {
    adminId: row.adminId,
    username: row.username,
    role: row.role,
    mfaEnabled: row.mfaEnabledAt !== null,
    mfaRequired: row.mfaRequired,
    refreshed,
    maxAgeSeconds: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

export async function deleteAdminSession(ctx: AppContext, value: string | undefined): Promise<void> {
  if (!value) return;
  await deleteSession(ctx.db, hashSessionId(value));
}
