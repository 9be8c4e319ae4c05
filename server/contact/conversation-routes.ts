import { errorAnswers, MessageAnswerSchema } from "../../common/api-answer-schemas";
import {
  ConversationAnswerSchema,
  ConversationMessageInputSchema,
  ConversationReportInputSchema,
  ConversationSentAnswerSchema,
  ConversationTokenParamsSchema,
} from "../../common/conversation-schemas";
import type { RoutePlugin } from "../context";
import {
  CONVERSATION_REPORTED_MESSAGE,
  readConversation,
  reserveFromConversation,
  replyOnPage,
  reportConversation,
} from "./conversation-service";

const params = ConversationTokenParamsSchema;

/**
 * /api/conversations/{token} (issue 35): a side's own view of its conversation through the secret link in its mails.
 * 404 for an unknown link, 410 once the conversation ended with its notice. A message is answered 202 "sent" whether
 * it was delivered or held, so a scammer learns nothing.
 */
export const conversationRoutes: RoutePlugin = async (app, { ctx }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.get(
    "/api/conversations/:token",
    { schema: { params, response: { 200: ConversationAnswerSchema, ...errorAnswers(400, 404, 410) } } },
    async (request) => readConversation(ctx, request.params.token),
  );

  app.post(
    "/api/conversations/:token/messages",
    {
      schema: {
        params,
        body: ConversationMessageInputSchema,
        response: { 202: ConversationSentAnswerSchema, ...errorAnswers(400, 404, 410) },
      },
    },
    async (request, reply) => {
      await replyOnPage(ctx, request.params.token, request.body.body);
      return reply.status(202).send({ status: "sent" as const });
    },
  );

  for (const [method, reserved] of [
    ["POST", true],
    ["DELETE", false],
  ] as const)
    app.route({
      method,
      url: "/api/conversations/:token/reserve",
      schema: {
        params,
        response: { 200: ConversationAnswerSchema, ...errorAnswers(400, 403, 404, 409, 410) },
      },
      handler: async (request) => reserveFromConversation(ctx, request.params.token, reserved),
    });

  app.post(
    "/api/conversations/:token/report",
    {
      schema: {
        params,
        body: ConversationReportInputSchema,
        response: { 202: MessageAnswerSchema, ...errorAnswers(400, 404, 410) },
      },
    },
    async (request, reply) => {
      await reportConversation(ctx, request.params.token, request.body.reason);
      return reply.status(202).send({ message: CONVERSATION_REPORTED_MESSAGE });
    },
  );
};
