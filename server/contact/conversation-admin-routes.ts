import type { RoutePlugin } from "../context";
import { actorOf } from "../audit/audit-actor";
import { errorAnswers } from "../../common/api-answer-schemas";
import {
  AdminConversationListSchema,
  AdminConversationMessageParamsSchema,
  AdminConversationParamsSchema,
  AdminConversationSchema,
  AdminConversationsQuerySchema,
  BlockSideInputSchema,
  MessagesLaneSchema,
} from "../../common/conversation-schemas";
import {
  blockSide,
  conversationForModerators,
  listConversationsForModerators,
  releaseMessage,
  resumeConversation,
} from "./conversation-service";
import { getMessagesLane } from "./messages-lane-service";

const errors = errorAnswers(400, 401, 403, 404);
const answers = { 200: AdminConversationSchema, ...errors };

/**
 * /api/admin/conversations (issue 35): moderators and admins read conversations (held messages with the screen's
 * reasons, reports), release a held message, block a side or resume a reported conversation; each change audited.
 * GET /api/admin/queue/messages is the review queue's Messages lane: the held messages themselves.
 */
export const conversationAdminRoutes: RoutePlugin = async (app, { ctx }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.get(
    "/api/admin/conversations",
    {
      schema: {
        querystring: AdminConversationsQuerySchema,
        response: { 200: AdminConversationListSchema, ...errors },
      },
    },
    async (request) => listConversationsForModerators(ctx, request.query.state),
  );

  app.get(
    "/api/admin/queue/messages",
    { schema: { response: { 200: MessagesLaneSchema, ...errors } } },
    async () => getMessagesLane(ctx),
  );

  app.get(
    "/api/admin/conversations/:id",
    { schema: { params: AdminConversationParamsSchema, response: answers } },
    async (request) => conversationForModerators(ctx, request.params.id),
  );

  app.post(
    "/api/admin/conversations/:id/messages/:messageId/release",
    { schema: { params: AdminConversationMessageParamsSchema, response: answers } },
    async (request) => releaseMessage(ctx, actorOf(request), request.params.id, request.params.messageId),
  );

  app.post(
    "/api/admin/conversations/:id/block",
    { schema: { params: AdminConversationParamsSchema, body: BlockSideInputSchema, response: answers } },
    async (request) => blockSide(ctx, actorOf(request), request.params.id, request.body.side),
  );

  app.post(
    "/api/admin/conversations/:id/resume",
    { schema: { params: AdminConversationParamsSchema, response: answers } },
    async (request) => resumeConversation(ctx, actorOf(request), request.params.id),
  );
};
