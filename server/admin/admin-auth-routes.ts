import type { RoutePlugin } from "../context";
import { AdminLoginSchema } from "../../common/admin-login-schema";
import {
  authenticationRequired,
  clearSessionCookie,
  readAdminSession,
  requireSameOrigin,
  setSessionCookie,
} from "./admin-auth";
import { authenticateAdmin } from "./admin-auth-service";
import { insertAudit } from "../audit/audit-repository";
import { SYSTEM_ACTOR } from "../moderation/undo-service";
import { createAdminSession, deleteAdminSession, SESSION_COOKIE } from "./admin-session";

/** POST /api/admin/login and GET /api/admin/check-auth: the two admin routes open without a session. */
export const adminAuthRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post("/api/admin/login", { schema: { body: AdminLoginSchema } }, async (request, reply) => {
    // A login form posted from another site would sign the browser into our admin (login CSRF).
    requireSameOrigin(request, ctx);
    const admin = await authenticateAdmin(ctx, request.body, request.ip).catch(async (err: unknown) => {
      // Only a wrong password is a failed login; a rate-limited attempt never reached the check.
      if ((err as { statusCode?: number }).statusCode === 401) {
        const details = { username: request.body.username.trim().slice(0, 100) };
        await insertAudit(ctx.db, SYSTEM_ACTOR, { action: "login_failed", details }, ctx.clock.now());
      }
      throw err;
    });
    const value = await createAdminSession(ctx.db, admin.id, ctx.clock.now());
    await insertAudit(
      ctx.db,
      { adminId: admin.id, username: admin.username },
      { action: "login" },
      ctx.clock.now(),
    );
    setSessionCookie(reply, ctx, value);
    request.log.info({ adminId: admin.id }, "admin logged in");
    return { username: admin.username };
  });

  app.get("/api/admin/check-auth", async (request, reply) => {
    const session = await readAdminSession(request, reply, ctx);
    if (!session) throw authenticationRequired();
    return { authenticated: true, username: session.username };
  });
};

/** POST /api/admin/logout, inside the authenticated scope. */
export const adminLogoutRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post("/api/admin/logout", async (request, reply) => {
    await deleteAdminSession(ctx.db, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, ctx);
    return { message: "Logged out" };
  });
};
