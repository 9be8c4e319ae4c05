import { errorAnswers } from "../../common/api-answer-schemas";
import { ContactInputSchema, ContactMessageAnswerSchema } from "../../common/contact-schemas";
import type { RoutePlugin } from "../context";
import { sendContactMessage } from "./contact-service";

/**
 * POST /api/contact (server-contract.md §4): 201, 403 to a blocked sender, 404 when the notice is not live, 429 past
 * 10 an hour.
 */
export const contactRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    "/api/contact",
    {
      schema: {
        body: ContactInputSchema,
        response: { 201: ContactMessageAnswerSchema, ...errorAnswers(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await sendContactMessage(ctx, request.body, request.ip);
      return reply.status(201).send(message);
    },
  );
};
