import { ContactInputSchema } from "../../common/contact-schemas";
import type { RoutePlugin } from "../context";
import { sendContactMessage } from "./contact-service";

/** POST /api/contact (server-contract.md §4): 201, 404 when the notice is not live, 429 past 10 an hour. */
export const contactRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post("/api/contact", { schema: { body: ContactInputSchema } }, async (request, reply) => {
    const message = await sendContactMessage(ctx, request.body, request.ip);
    return reply.status(201).send(message);
  });
};
