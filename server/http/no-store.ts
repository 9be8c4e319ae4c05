import type { FastifyInstance } from "fastify";
import { isSecretLinkPath } from "../../common/client-routes";

/**
 * Answers no browser, proxy or back/forward cache may keep: every admin answer (sessions, posters' e-mails) and every
 * API answer reached through an e-mailed secret link (a poster's or subscriber's own data).
 */
export function isNoStorePath(pathname: string): boolean {
  if (pathname === "/api/admin" || pathname.startsWith("/api/admin/")) return true;
  return pathname.startsWith("/api/") && isSecretLinkPath(pathname);
}

/** The one hook that sets it, on every answer to such a path, errors included. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (isNoStorePath(request.url.split("?")[0])) reply.header("Cache-Control", "no-store");
  });
}
