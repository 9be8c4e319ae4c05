import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { NO_PERMISSION } from "../../common/team-schemas";
import { findAdminSession, isHttpsSite, sessionCookieName, type AdminSession } from "./admin-session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const authenticationRequired = () => new AppError(401, "Authentication required");
const forbiddenOrigin = () => new AppError(403, "Forbidden: request origin not allowed");

/**
 * CSRF guard: a browser names the page that sent a POST/PATCH/DELETE in `Origin`; it must be this site, known either
 * from PUBLIC_URL or from the Host the request was sent to.
 */
export function isAllowedOrigin(origin: string, publicUrl: string, host: string | undefined): boolean {
  if (origin === new URL(publicUrl).origin) return true;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * A state-changing request must show it comes from this site (server-contract §5): an `Origin` naming this site, or,
 * without one, `Sec-Fetch-Site: same-origin`. Anything else (no header at all, a foreign Origin, only a Referer)
 * answers 403: a script holding a session can send the header, and a forged cross-site request cannot.
 */
export function requireSameOrigin(request: FastifyRequest, ctx: AppContext): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) {
    if (request.headers["sec-fetch-site"] !== "same-origin") throw forbiddenOrigin();
    return;
  }
  if (!isAllowedOrigin(origin, ctx.config.publicUrl, request.headers.host)) throw forbiddenOrigin();
}

/** The attributes of every admin cookie; on https the names carry `__Host-`, which needs Secure, Path=/ and no Domain. */
function cookieOptions(ctx: AppContext, sameSite: "lax" | "strict" = "lax") {
  return { httpOnly: true, sameSite, secure: isHttpsSite(ctx.config), path: "/" } as const;
}

export function readSessionCookie(request: FastifyRequest, ctx: AppContext): string | undefined {
  return request.cookies[sessionCookieName(ctx.config)];
}

export function setSessionCookie(
  reply: FastifyReply,
  ctx: AppContext,
  value: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(sessionCookieName(ctx.config), value, { ...cookieOptions(ctx), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(sessionCookieName(ctx.config), cookieOptions(ctx));
}

/** The half-done login waiting for its code: only ever sent back to this site's own login call. */
export function challengeCookieName(ctx: AppContext): string {
  return isHttpsSite(ctx.config) ? "__Host-nb_admin_mfa" : "nb_admin_mfa";
}

export function setChallengeCookie(
  reply: FastifyReply,
  ctx: AppContext,
  value: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(challengeCookieName(ctx), value, {
    ...cookieOptions(ctx, "strict"),
    maxAge: maxAgeSeconds,
  });
}

export function clearChallengeCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(challengeCookieName(ctx), cookieOptions(ctx, "strict"));
}

/** The device cookie (login-throttle.ts): names no account the browser can read, only ever sent back to sign-in. */
export function deviceCookieName(ctx: AppContext): string {
  return isHttpsSite(ctx.config) ? "__Host-nb_admin_device" : "nb_admin_device";
}

export function readDeviceCookie(request: FastifyRequest, ctx: AppContext): string | undefined {
  return request.cookies[deviceCookieName(ctx)];
}

export function setDeviceCookie(
  reply: FastifyReply,
  ctx: AppContext,
  device: { value: string; maxAgeSeconds: number },
): void {
  reply.setCookie(deviceCookieName(ctx), device.value, {
    ...cookieOptions(ctx, "strict"),
    maxAge: device.maxAgeSeconds,
  });
}

/** The session of the request's cookie, refreshing the cookie when its idle expiry moved. */
export async function readAdminSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
): Promise<AdminSession | undefined> {
  const value = readSessionCookie(request, ctx);
  const session = await findAdminSession(ctx, value);
  if (session?.refreshed && value) setSessionCookie(reply, ctx, value, session.maxAgeSeconds);
  return session;
}

export const mfaSetupRequired = () =>
  new AppError(403, "Set up two-factor sign-in before using the admin dashboard");

const noPermission = () => new AppError(403, NO_PERMISSION);

/** Two-factor sign-in must be set up before anything else: ADMIN_REQUIRE_MFA, or this account was told to. */
export function mustEnrolMfa(ctx: AppContext, session: AdminSession): boolean {
  return (ctx.config.adminRequireMfa || session.mfaRequired) && !session.mfaEnabled;
}

/**
 * onRequest hook of the authenticated admin scope: 401 without a live session, then 403 on a foreign Origin, then 403
 * for an account that must still set up two-factor sign-in (ADMIN_REQUIRE_MFA, or an invited or reset account) on
 * every route but enrolment and logout, then 403 for a moderator on a route marked `adminOnly`.
 */
export function adminGuard(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await readAdminSession(request, reply, ctx);
    if (!session) throw authenticationRequired();
    requireSameOrigin(request, ctx);
    const open = request.routeOptions.config.openBeforeMfa === true;
    if (mustEnrolMfa(ctx, session) && !open) throw mfaSetupRequired();
    if (request.routeOptions.config.adminOnly === true && session.role !== "admin") throw noPermission();
    request.admin = session;
  };
}

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminSession;
  }
  interface FastifyContextConfig {
    /** Reachable by an account that must still set up two-factor sign-in: enrolment, logout. */
    openBeforeMfa?: boolean;
    /**
     * Only an account with the `admin` role may call it (people, settings, payments, watch list, synonyms, backups); a
     * `moderator` is answered 403 "You do not have permission to do that" (issue 23).
     */
    adminOnly?: boolean;
  }
}
