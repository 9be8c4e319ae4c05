import type { RoutePlugin } from "../context";
import {
  AdminCheckAuthSchema,
  AdminLoggedInSchema,
  AdminLoginFailuresSchema,
  AdminLoginResultSchema,
  AdminLoginBodySchema,
} from "../../common/admin-login-schema";
import { AdminMfaCodeSchema } from "../../common/admin-mfa-schemas";
import { errorAnswers, MessageAnswerSchema } from "../../common/api-answer-schemas";
import {
  authenticationRequired,
  challengeCookieName,
  clearChallengeCookie,
  clearSessionCookie,
  mustEnrolMfa,
  readAdminSession,
  readDeviceCookie,
  readSessionCookie,
  requireSameOrigin,
  setChallengeCookie,
  setDeviceCookie,
  setSessionCookie,
} from "./admin-auth";
import { rememberDevice } from "./login-throttle";
import { mustSetUpMfa, refuseBeforeEnrolment } from "./enrolment-link-service";
import { checkAdminPassword, loginRules, recordSignIn } from "./admin-auth-service";
import { completeLoginChallenge, startLoginChallenge } from "./admin-mfa-service";
import { createAdminSession, deleteAdminSession } from "./admin-session";
import { insertAudit } from "../audit/audit-repository";
import { auditLoginFailure, listLoginFailuresSincePreviousLogin } from "./login-failure-service";

const errors = errorAnswers(400, 401, 403, 429);

/** The admin routes open without a session: login (both steps) and check-auth. */
export const adminAuthRoutes: RoutePlugin = async (app, { ctx }) => {
  const auditLogin = (admin: { id: number; username: string }) =>
    insertAudit(
      ctx.db,
      { adminId: admin.id, username: admin.username },
      { action: "login" },
      ctx.clock.now(),
    );

  app.post(
    "/api/admin/login",
    { schema: { body: AdminLoginBodySchema, response: { 200: AdminLoginResultSchema, ...errors } } },
    async (request, reply) => {
      // A login form posted from another site would sign the browser into our admin (login CSRF).
      requireSameOrigin(request, ctx);
      const rules = loginRules(request.ip);
      const deviceCookie = readDeviceCookie(request, ctx);
      const checked = checkAdminPassword(ctx, request.body, rules, deviceCookie);
      const { admin, known } = await checked.catch(async (err: unknown) => {
        // Only a wrong password is a failed login; a rate-limited attempt never reached the check.
        if ((err as { statusCode?: number }).statusCode === 401) {
          await auditLoginFailure(ctx, request.body.username, "password");
        }
        throw err;
      });
      // An account without its second factor is not usable yet: a password alone never opens its enrolment.
      if (mustSetUpMfa(ctx, admin)) await refuseBeforeEnrolment(ctx, admin);
      if (admin.mfaEnabledAt) {
        const challenge = await startLoginChallenge(ctx, admin.id);
        setChallengeCookie(reply, ctx, challenge.value, challenge.maxAgeSeconds);
        return { mfaRequired: true as const };
      }
      await recordSignIn(ctx, admin, rules, known);
      const session = await createAdminSession(ctx, admin.id);
      await auditLogin(admin);
      setSessionCookie(reply, ctx, session.value, session.maxAgeSeconds);
      setDeviceCookie(reply, ctx, await rememberDevice(ctx, admin, deviceCookie));
      request.log.info({ adminId: admin.id }, "admin logged in");
      return { username: admin.username };
    },
  );

  app.post(
    "/api/admin/login/mfa",
    { schema: { body: AdminMfaCodeSchema, response: { 200: AdminLoggedInSchema, ...errors } } },
    async (request, reply) => {
      requireSameOrigin(request, ctx);
      const value = request.cookies[challengeCookieName(ctx)];
      const deviceCookie = readDeviceCookie(request, ctx);
      const admin = await completeLoginChallenge(ctx, value, request.body.code, request.ip, deviceCookie);
      clearChallengeCookie(reply, ctx);
      const session = await createAdminSession(ctx, admin.id);
      await auditLogin(admin);
      setSessionCookie(reply, ctx, session.value, session.maxAgeSeconds);
      setDeviceCookie(reply, ctx, await rememberDevice(ctx, admin, deviceCookie));
      request.log.info({ adminId: admin.id }, "admin logged in with two-factor sign-in");
      return { username: admin.username };
    },
  );

  app.get(
    "/api/admin/check-auth",
    { schema: { response: { 200: AdminCheckAuthSchema, ...errorAnswers(400, 401) } } },
    async (request, reply) => {
      const session = await readAdminSession(request, reply, ctx);
      if (!session) throw authenticationRequired();
      return {
        authenticated: true as const,
        username: session.username,
        role: session.role,
        mfaEnabled: session.mfaEnabled,
        mfaSetupRequired: mustEnrolMfa(ctx, session),
      };
    },
  );
};

/** POST /api/admin/logout and the signed-in admin's failed logins, inside the authenticated scope. */
export const adminLogoutRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/login-failures",
    {
      config: { openBeforeMfa: true },
      schema: { response: { 200: AdminLoginFailuresSchema, ...errorAnswers(400, 401, 403) } },
    },
    async (request) => listLoginFailuresSincePreviousLogin(ctx, request.admin!),
  );

  app.post(
    "/api/admin/logout",
    {
      config: { openBeforeMfa: true },
      schema: { response: { 200: MessageAnswerSchema, ...errorAnswers(400, 401, 403) } },
    },
    async (request, reply) => {
      await deleteAdminSession(ctx, readSessionCookie(request, ctx));
      clearSessionCookie(reply, ctx);
      return { message: "Logged out" };
    },
  );
};
