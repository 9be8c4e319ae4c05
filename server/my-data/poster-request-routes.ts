import type { RoutePlugin } from "../context";
import { errorAnswers, MessageAnswerSchema } from "../../common/api-answer-schemas";
import {
  EmailRequestSchema,
  ManageTokenParamsSchema,
  MY_DATA_REQUEST_ANSWER,
  MyDataDeletedSchema,
  MyDataSchema,
  RESEND_ACTIVATION_ANSWER,
} from "../../common/manage-schemas";
import { deleteMyData, listMyData, requestMyDataLink, resendActivation } from "./poster-request-service";

const params = ManageTokenParamsSchema;

/**
 * Links a poster asks for by address: a new activation link, and "delete my data" (issue 12, points 4 and 6). The
 * requests answer 202 with the same words whether or not the address is known; answers holding data are never cached.
 */
export const posterRequestRoutes: RoutePlugin = async (app, { ctx }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.post(
    "/api/notices/resend-activation",
    {
      schema: { body: EmailRequestSchema, response: { 202: MessageAnswerSchema, ...errorAnswers(400, 429) } },
    },
    async (request, reply) => {
      await resendActivation(ctx, request.body.email, request.ip);
      return reply.status(202).send({ message: RESEND_ACTIVATION_ANSWER });
    },
  );

  app.post(
    "/api/my-data",
    {
      schema: { body: EmailRequestSchema, response: { 202: MessageAnswerSchema, ...errorAnswers(400, 429) } },
    },
    async (request, reply) => {
      await requestMyDataLink(ctx, request.body.email, request.ip);
      return reply.status(202).send({ message: MY_DATA_REQUEST_ANSWER });
    },
  );

  app.get(
    "/api/my-data/:token",
    { schema: { params, response: { 200: MyDataSchema, ...errorAnswers(404, 410) } } },
    async (request) => listMyData(ctx, request.params.token),
  );

  app.delete(
    "/api/my-data/:token",
    { schema: { params, response: { 200: MyDataDeletedSchema, ...errorAnswers(404, 410) } } },
    async (request) => deleteMyData(ctx, request.params.token),
  );
};
