import { errorAnswers } from "../../common/api-answer-schemas";
import {
  CheckoutQuerySchema,
  CheckoutSessionSchema,
  PaymentStatusSchema,
  SuccessQuerySchema,
  WebhookAnswerSchema,
} from "../../common/payment-schemas";
import type { RoutePlugin } from "../context";
import { AppError } from "../errors";
import { confirmSession, handleWebhook } from "./payment-fulfilment";
import { createCheckoutSession } from "./payment-service";
import { isPaymentsConfigured } from "./stripe-client";

/** /api/payment/*: Stripe Checkout for featuring (server-contract §6). */
export const paymentRoutes: RoutePlugin = async (app, { ctx }) => {
  // Before validation, so every payment call answers 503 alike when Stripe is not set up.
  app.addHook("onRequest", async () => {
    if (!isPaymentsConfigured(ctx.config)) throw new AppError(503, "Payments are not configured");
  });

  app.post(
    "/api/payment/create-checkout-session",
    {
      schema: {
        querystring: CheckoutQuerySchema,
        response: { 200: CheckoutSessionSchema, ...errorAnswers(400, 404, 409, 429, 502, 503) },
      },
    },
    async (request) => createCheckoutSession(ctx, request.query, request.ip),
  );

  app.get(
    "/api/payment/success",
    {
      schema: {
        querystring: SuccessQuerySchema,
        response: { 200: PaymentStatusSchema, ...errorAnswers(400, 404, 429, 502, 503) },
      },
    },
    async (request) => confirmSession(ctx, request.query.session_id, request.ip),
  );

  // The webhook needs the exact bytes Stripe signed: a raw-body JSON parser, encapsulated to this route alone (so no
  // body schema: the signature check is its validation).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      "/api/payment/webhook",
      { schema: { response: { 200: WebhookAnswerSchema, ...errorAnswers(400, 503) } } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ""));
        const signature = request.headers["stripe-signature"];
        return handleWebhook(ctx, raw, typeof signature === "string" ? signature : undefined);
      },
    );
  });
};
