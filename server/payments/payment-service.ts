import crypto from "node:crypto";
import { FEATURE_TIERS, FIXED_FEATURE_OFFER, FIXED_OFFER_NAME, type FeatureTier } from "../../common/tiers";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { AppError, badRequest, conflict, notFound } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { findNoticeById } from "../notices/notice-repository";
import { insertPaymentIfMissing } from "./payment-repository";
import { requireStripe, type CheckoutSession } from "./stripe-client";

/** Each checkout and each success-page check is a call to Stripe: a few a visitor, not a flood. */
export const CHECKOUTS_PER_HOUR = 10;
export const PAYMENT_CHECKS_PER_HOUR = 30;

export interface CheckoutRequest {
  noticeId: number;
  tier?: FeatureTier;
  featureDuration?: number;
}

export interface Offer {
  tier: FeatureTier | null;
  days: number;
  pricePence: number;
}

/** Local businesses pick a tier (by name, or by its days); every other category gets the fixed offer. */
export function resolveOffer(
  category: string,
  request: Pick<CheckoutRequest, "tier" | "featureDuration">,
): Offer {
  if (category !== "local_businesses") return { tier: null, ...FIXED_FEATURE_OFFER };
  const tier =
    request.tier ??
    Object.values(FEATURE_TIERS).find((t) => t.days === request.featureDuration)?.tier ??
    undefined;
  if (!tier) throw badRequest("Please select a tier", { tier: "Select a feature duration to continue." });
  const { days, pricePence } = FEATURE_TIERS[tier];
  return { tier, days, pricePence };
}

/**
 * Why a notice cannot be featured now (409), or nothing. Pending notices may be (featuring starts at approval), once
 * their poster has confirmed them: an unconfirmed one may be a typo'd address, and is deleted after a week.
 */
function whyNotFeaturable(notice: {
  category: string;
  status: string;
  isFeatured: boolean;
  verifiedAt: Date | null;
}): string | undefined {
  if (notice.category === "discussion") return "Discussion notices cannot be featured";
  if (!notice.verifiedAt) return "This notice must be verified before it can be featured";
  if (notice.isFeatured) return "This notice is already featured";
  if (notice.status !== "active" && notice.status !== "pending")
    return "This notice can no longer be featured";
  return undefined;
}

/** Opens a Stripe Checkout session for featuring a notice (server-contract §6); answers the page to send the buyer to. */
export async function createCheckoutSession(
  ctx: AppContext,
  request: CheckoutRequest,
  clientAddress: string,
): Promise<{ url: string }> {
  const stripe = requireStripe(ctx.config);
  const { config, db, clock } = ctx;
  await requireRateLimit(
    db,
    perAddressRule("checkout", clientAddress, CHECKOUTS_PER_HOUR, HOUR),
    clock,
    "Too many payment attempts. Please try again later.",
  );
  const notice = await findNoticeById(db, request.noticeId);
  if (!notice) throw notFound("Notice not found");
  const reason = whyNotFeaturable(notice);
  if (reason) throw conflict(reason);
  const offer = resolveOffer(notice.category, request);
  const now = clock.now();
  const metadata = {
    noticeId: String(notice.id),
    tier: offer.tier ?? FIXED_OFFER_NAME,
    days: String(offer.days),
  };
  // The same purchase asked for twice within ten minutes (a double click, a retry) gets the same session.
  const window = Math.floor(now.getTime() / (10 * 60_000));
  const idempotencyKey = crypto
    .createHash("sha256")
    .update(JSON.stringify([notice.id, notice.createdAt.getTime(), notice.title, metadata, window]))
    .digest("hex");
  let session: CheckoutSession;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "gbp",
              unit_amount: offer.pricePence,
              product_data: { name: notice.title, description: `Featured for ${offer.days} days` },
            },
          },
        ],
        metadata,
        client_reference_id: String(notice.id),
        success_url: `${config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.publicUrl}/payment-cancel`,
      },
      { idempotencyKey: `feature-${idempotencyKey}` },
    );
  } catch (err) {
    ctx.log.warn({ err, noticeId: notice.id }, "stripe: creating a checkout session failed");
    throw new AppError(502, "Failed to create checkout session");
  }
  if (!session.url) throw new AppError(502, "Failed to create checkout session");
  await insertPaymentIfMissing(db, {
    stripeSessionId: session.id,
    noticeId: notice.id,
    tier: offer.tier,
    days: offer.days,
    amountPence: offer.pricePence,
    currency: "gbp",
    createdAt: now,
  });
  return { url: session.url };
}
