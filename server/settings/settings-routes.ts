import { errorAnswers } from "../../common/api-answer-schemas";
import { PublicSettingsSchema } from "../../common/settings-schemas";
import type { RoutePlugin } from "../context";
import { getUsualWaitHours } from "../audit/usual-wait-service";
import { isPaymentsConfigured } from "../payments/stripe-client";

/**
 * GET /api/settings: the public side of the configuration, so the browser offers only what works here (without Stripe
 * settings, no route to featuring that would end in "Payments are not configured"), and the usual wait for review.
 */
export const settingsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/settings",
    { schema: { response: { 200: PublicSettingsSchema, ...errorAnswers(400, 500) } } },
    async () => ({
      paymentsEnabled: isPaymentsConfigured(ctx.config),
      usualWaitHours: await getUsualWaitHours(ctx.db, ctx.clock.now()),
    }),
  );
};
