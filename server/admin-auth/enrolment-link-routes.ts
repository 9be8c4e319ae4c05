import type { RoutePlugin } from "../context";
import { AdminLoggedInSchema } from "../../common/admin-login-schema";
import { errorAnswers } from "../../common/api-answer-schemas";
import { InvitationTokenParamsSchema } from "../../common/team-schemas";
import { requireSameOrigin, setSessionCookie } from "./admin-auth";
import { lookUpEnrolmentLink, useEnrolmentLink } from "./enrolment-link-service";

/**
 * The link mailed to an account without a second factor (enrolment-link-service.ts), open without a session: a secret
 * link (no-referrer, noindex, token redacted from logs). GET only reads; POST, from the page's button, uses it once and
 * answers a session that can only set up two-factor sign-in.
 */
export const enrolmentLinkRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/enrolment/:token",
    {
      schema: {
        params: InvitationTokenParamsSchema,
        response: { 200: AdminLoggedInSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return lookUpEnrolmentLink(ctx, request.params.token);
    },
  );

  app.post(
    "/api/admin/enrolment/:token",
    {
      schema: {
        params: InvitationTokenParamsSchema,
        response: { 201: AdminLoggedInSchema, ...errorAnswers(400, 403, 404) },
      },
    },
    async (request, reply) => {
      requireSameOrigin(request, ctx);
      const used = await useEnrolmentLink(ctx, request.params.token);
      setSessionCookie(reply, ctx, used.session.value, used.session.maxAgeSeconds);
      request.log.info({ adminId: used.adminId }, "two-factor enrolment link used");
      return reply.status(201).send({ username: used.username });
    },
  );
};
