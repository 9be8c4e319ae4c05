import { createRequire } from "node:module";
import type Stripe from "stripe";
import type { Config } from "../config";
import { AppError } from "../errors";

export type StripeClient = Stripe;
export type CheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;

/** Stripe settings in full, or nothing: payments answer 503 without them (server-contract §1). */
export function isPaymentsConfigured(config: Config): boolean {
  return Boolean(config.stripeSecretKey && config.stripeWebhookSecret);
}

/**
 * The `stripe` SDK from STRIPE_SECRET_KEY, pointed at STRIPE_API_BASE (a local Stripe-shaped server) when set.
 * Few retries and a short timeout: a visitor is waiting on the other end.
 */
export function createStripeClient(config: Config): StripeClient | undefined {
  if (!isPaymentsConfigured(config)) return undefined;
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  // Loaded with the first client rather than at start (docs/decisions/0015): a board without payments never loads it.
  const StripeSdk = createRequire(import.meta.url)("stripe") as typeof Stripe;
  return new StripeSdk(config.stripeSecretKey!, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (protocol === "http" ? 80 : 443),
          protocol,
        }
      : {}),
  });
}

const clients = new WeakMap<Config, StripeClient>();

/** The app's one client (made on first use, its connections then reused); 503 when Stripe is not set up. */
export function requireStripe(config: Config): StripeClient {
  let client = clients.get(config);
  if (!client) {
    client = createStripeClient(config);
    if (!client) throw new AppError(503, "Payments are not configured");
    clients.set(config, client);
  }
  return client;
}

/** Stripe's "no such object" answer. */
export function isStripeNotFound(err: unknown): boolean {
  const e = err as { statusCode?: number; code?: string } | null;
  return e?.statusCode === 404 || e?.code === "resource_missing";
}
