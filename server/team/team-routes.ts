import type { RoutePlugin } from "../context";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import { AdminLoggedInSchema } from "../../common/admin-login-schema";
import { IdParamsSchema } from "../../common/id-params-schema";
import {
  CreatedInvitationSchema,
  InvitationAcceptInputSchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
  TeamInvitationInputSchema,
  TeamMemberSchema,
  TeamRoleInputSchema,
  TeamSchema,
} from "../../common/team-schemas";
import { requireSameOrigin, setSessionCookie } from "../admin-auth/admin-auth";
import { actorOf } from "../audit/audit-actor";
import {
  acceptInvitation,
  changeRole,
  inviteMember,
  listTeam,
  lookUpInvitation,
  removeMember,
  resendInvitation,
  resetMfa,
  withdrawInvitation,
} from "./team-service";

const adminOnly = { adminOnly: true } as const;

/** /api/admin/team/*: the Team tab, inside the admin guard, for the admin role only. */
export const teamRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/team",
    { config: adminOnly, schema: { response: { 200: TeamSchema, ...errorAnswers(400, 401, 403) } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return listTeam(ctx);
    },
  );

  app.post(
    "/api/admin/team/invitations",
    {
      config: adminOnly,
      schema: {
        body: TeamInvitationInputSchema,
        response: { 201: CreatedInvitationSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteMember(ctx, actorOf(request), request.body)),
  );

  app.post(
    "/api/admin/team/invitations/:id/resend",
    {
      config: adminOnly,
      schema: {
        params: IdParamsSchema,
        response: { 201: CreatedInvitationSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await resendInvitation(ctx, actorOf(request), request.params.id)),
  );

  app.delete(
    "/api/admin/team/invitations/:id",
    {
      config: adminOnly,
      schema: {
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/admin/team/:id",
    {
      config: adminOnly,
      schema: {
        params: IdParamsSchema,
        body: TeamRoleInputSchema,
        response: { 200: TeamMemberSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeRole(ctx, actorOf(request), request.params.id, request.body.role),
  );

  app.delete(
    "/api/admin/team/:id",
    {
      config: adminOnly,
      schema: {
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeMember(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/admin/team/:id/mfa",
    {
      config: adminOnly,
      schema: {
        params: IdParamsSchema,
        response: { 200: TeamMemberSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => resetMfa(ctx, actorOf(request), request.params.id),
  );
};

/**
 * The invitation link's API, open without a session (the path is a secret link: no-referrer, noindex, token
 * redacted from logs). GET only reads; POST accepts, once, and signs the new account in.
 */
export const invitationRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/invitations/:token",
    {
      schema: {
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationSchema, ...errorAnswers(400, 404, 410) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return lookUpInvitation(ctx, request.params.token);
    },
  );

  app.post(
    "/api/admin/invitations/:token/accept",
    {
      schema: {
        params: InvitationTokenParamsSchema,
        body: InvitationAcceptInputSchema,
        response: { 201: AdminLoggedInSchema, ...errorAnswers(400, 403, 404, 409, 410) },
      },
    },
    async (request, reply) => {
      // A form posted from another site must not create an account and sign the browser into it.
      requireSameOrigin(request, ctx);
      const { member, session } = await acceptInvitation(ctx, request.params.token, request.body);
      setSessionCookie(reply, ctx, session.value, session.maxAgeSeconds);
      request.log.info({ adminId: member.id, role: member.role }, "invitation accepted");
      return reply.status(201).send({ username: member.username });
    },
  );
};
