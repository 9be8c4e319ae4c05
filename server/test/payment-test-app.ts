import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { notices, payments, type Notice } from "../db/schema";
import { createTestApp, type TestApp } from "./test-app";
import { startFakeStripe, type FakeStripe } from "./fake-stripe-server";
import { createStripeClient } from "../payments/stripe-client";

export const TEST_STRIPE = { secretKey: "sk_test_noticeboard", webhookSecret: "whsec_test_noticeboard" };

export interface PaymentTestApp {
  t: TestApp;
  stripe: FakeStripe;
  /** Asks for a checkout session as the Feature dialog does; answers the HTTP reply. */
  checkout(query: Record<string, string | number>): Promise<LightMyRequestResponse>;
  /** Creates a session and answers its id (throws unless 200). */
  checkoutSessionId(query: Record<string, string | number>): Promise<string>;
  /** Posts a signed webhook event carrying the fake server's current copy of the session. */
  sendWebhook(
    sessionId: string,
    options?: { type?: string; eventId?: string; secret?: string; signature?: string | null },
  ): Promise<LightMyRequestResponse>;
  successPage(sessionId: string): Promise<LightMyRequestResponse>;
  notice(id: number): Promise<Notice>;
  paymentRows(): Promise<(typeof payments.$inferSelect)[]>;
  close(): Promise<void>;
}

/** The real app and the real `stripe` SDK, pointed at a local Stripe-shaped server. */
export async function createPaymentTestApp(): Promise<PaymentTestApp> {
  const stripe = await startFakeStripe();
  const t = await createTestApp({
    config: {
      stripeSecretKey: TEST_STRIPE.secretKey,
      stripeWebhookSecret: TEST_STRIPE.webhookSecret,
      stripeApiBase: stripe.url,
    },
  });
  const signer = createStripeClient(t.config)!;
  const checkout = (query: Record<string, string | number>): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: "POST",
      url: "/api/payment/create-checkout-session",
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  return {
    t,
    stripe,
    checkout,
    checkoutSessionId: async (query) => {
      const res = await checkout(query);
      if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
      const url = res.json<{ url: string }>().url;
      return url.split("/").pop()!;
    },
    sendWebhook: (sessionId, options = {}) => {
      const { line_items: _omitted, ...session } = stripe.sessions.get(sessionId)!;
      const payload = JSON.stringify({
        id: options.eventId ?? `evt_${crypto.randomBytes(12).toString("hex")}`,
        object: "event",
        api_version: "2025-01-27.acacia",
        created: Math.floor(Date.now() / 1000),
        type: options.type ?? "checkout.session.completed",
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: session },
      });
      const signature =
        options.signature === undefined
          ? signer.webhooks.generateTestHeaderString({
              payload,
              secret: options.secret ?? TEST_STRIPE.webhookSecret,
            })
          : options.signature;
      return t.app.inject({
        method: "POST",
        url: "/api/payment/webhook",
        headers: {
          "content-type": "application/json; charset=utf-8",
          ...(signature === null ? {} : { "stripe-signature": signature }),
        },
        payload,
      });
    },
    successPage: (sessionId) =>
      t.app.inject({
        method: "GET",
        url: `/api/payment/success?session_id=${encodeURIComponent(sessionId)}`,
      }),
    notice: async (id) => {
      const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
      return row;
    },
    paymentRows: () => t.db.select().from(payments).orderBy(payments.id),
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}
