import { SubscribeInputSchema } from "../../common/subscriber-schemas";
import type { RoutePlugin } from "../context";
import { validationError } from "../errors";
import { subscribe } from "./subscriber-service";

const INVALID_EMAIL = "Must provide a valid email";

/**
 * POST /api/subscribe (server-contract.md §4): 201 for a new address and for one already subscribed alike, so the
 * answer never tells anyone who is on the list.
 */
export const subscriberRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post("/api/subscribe", async (request, reply) => {
    const parsed = SubscribeInputSchema.safeParse(request.body);
    if (!parsed.success) throw validationError({ email: INVALID_EMAIL });
    await subscribe(ctx, parsed.data.email, request.ip);
    return reply.status(201).send({ message: "Subscription successful" });
  });
};
