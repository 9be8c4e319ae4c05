import { z } from "zod";
import { LIMITS } from "../../common/limits";
import { FEATURE_TIER_NAMES } from "../../common/tiers";
import type { RoutePlugin } from "../context";
import { AppError } from "../errors";
import { confirmSession, handleWebhook } from "./payment-fulfilment";
import { createCheckoutSession } from "./payment-service";
import { isPaymentsConfigured } from "./stripe-client";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const CheckoutQuerySchema = z.object({
  noticeId: z.coerce
    .number({ message: "A notice id is required" })
    .int("A notice id is required")
    .positive("A notice id is required")
    .max(LIMITS.idMax, "Notice not found"),
  tier: z.preprocess(
    emptyToUndefined,
    z.enum(FEATURE_TIER_NAMES, { message: "Please select a valid tier" }).optional(),
  ),
  featureDuration: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: "Feature duration must be a number of days" }).int().min(0).optional(),
  ),
});

const SuccessQuerySchema = z.object({
  session_id: z
    .string({ message: "session_id is required" })
    .trim()
    .min(1, "session_id is required")
    .max(255),
});

/** /api/payment/*: Stripe Checkout for featuring (server-contract §6). */
export const paymentRoutes: RoutePlugin = async (app, { ctx }) => {
  // Before validation, so every payment call answers 503 alike when Stripe is not set up.
  app.addHook("onRequest", async () => {
    if (!isPaymentsConfigured(ctx.config)) throw new AppError(503, "Payments are not configured");
  });

  app.post(
    "/api/payment/create-checkout-session",
    { schema: { querystring: CheckoutQuerySchema } },
    async (request) => createCheckoutSession(ctx, request.query, request.ip),
  );

  app.get("/api/payment/success", { schema: { querystring: SuccessQuerySchema } }, async (request) =>
    confirmSession(ctx, request.query.session_id, request.ip),
  );

  // The webhook needs the exact bytes Stripe signed: a raw-body JSON parser, encapsulated to this route alone.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post("/api/payment/webhook", async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ""));
      const signature = request.headers["stripe-signature"];
      return handleWebhook(ctx, raw, typeof signature === "string" ? signature : undefined);
    });
  });
};
