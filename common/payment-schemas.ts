import { z } from "zod";
import { LIMITS } from "./limits";
import { FEATURE_TIER_NAMES } from "./tiers";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Query of POST /api/payment/create-checkout-session (server-contract §6): which notice, and for how long. */
export const CheckoutQuerySchema = z.object({
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
export type CheckoutQuery = z.output<typeof CheckoutQuerySchema>;

/** Its answer: where to send the browser to pay. */
export const CheckoutSessionSchema = z.object({ url: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** Query of GET /api/payment/success: the Checkout session Stripe sent the browser back with. */
export const SuccessQuerySchema = z.object({
  session_id: z
    .string({ message: "session_id is required" })
    .trim()
    .min(1, "session_id is required")
    .max(255),
});

/** Its answer: Stripe's payment status of the session, and the notice it features. */
export const PaymentStatusSchema = z.object({ status: z.string(), noticeId: z.number().nullable() });
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** POST /api/payment/webhook: Stripe needs only a 2xx; `ignored` when the event had been handled before. */
export const WebhookAnswerSchema = z.object({
  received: z.literal(true),
  ignored: z.literal(true).optional(),
});
