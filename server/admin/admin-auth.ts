import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { findAdminSession, SESSION_COOKIE, SESSION_IDLE_MS, type AdminSession } from "./admin-session";

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
 * A state-changing request whose Origin is not this site answers 403 (server-contract §5). Browsers send Origin on
 * every POST/PATCH/DELETE; a request without one is a script or API client (which holds no victim's cookie), unless
 * the browser's Sec-Fetch-Site says it came from another site.
 */
export function requireSameOrigin(request: FastifyRequest, ctx: AppContext): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) {
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") throw forbiddenOrigin();
    return;
  }
  if (!isAllowedOrigin(origin, ctx.config.publicUrl, request.headers.host)) throw forbiddenOrigin();
}

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, value: string): void {
  reply.setCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.publicUrl.startsWith("https:"),
    path: "/",
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.publicUrl.startsWith("https:"),
    path: "/",
  });
}

/** The session of the request's cookie, refreshing the cookie when its idle expiry moved. */
export async function readAdminSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
): Promise<AdminSession | undefined> {
  const value = request.cookies[SESSION_COOKIE];
  const session = await findAdminSession(ctx.db, value, ctx.clock.now());
  if (session?.refreshed && value) setSessionCookie(reply, ctx, value);
  return session;
}

/** onRequest hook of the authenticated admin scope: 401 without a live session, then 403 on a foreign Origin. */
export function adminGuard(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await readAdminSession(request, reply, ctx);
    if (!session) throw authenticationRequired();
    requireSameOrigin(request, ctx);
    request.admin = session;
  };
}

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminSession;
  }
}
