import crypto from "node:crypto";
import {
  FEATURE_TIERS,
  FIXED_FEATURE_OFFER,
  FIXED_OFFER_NAME,
  offerForTier,
  type FeatureTier,
} from "../../common/tiers";
import { LIMITS } from "../../common/limits";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { AppError, badRequest, conflict, notFound } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { applyPaidFeaturing, type FeaturingOutcome } from "./featuring";
import {
  AMOUNT_MISMATCH,
  AWAITING_APPROVAL,
  claimFulfilment,
  findNotice,
  findPaymentBySession,
  insertPaymentIfMissing,
  lockNotice,
  recordStripeEvent,
  setPaymentStatus,
} from "./payment-repository";
import { featuringReceiptMail } from "./receipt-mail";
import { issueManageLink } from "../manage/manage-links";
import {
  createStripeClient,
  isStripeNotFound,
  type CheckoutSession,
  type StripeClient,
  type StripeEvent,
} from "./stripe-client";

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

const paidStatus = (session: CheckoutSession) => session.payment_status === "paid";

export interface FulfilmentResult {
  fulfilled: boolean;
  noticeId: number | null;
  outcome?: FeaturingOutcome;
}

/** Card payments for featuring through Stripe Checkout (server-contract §6). */
export class PaymentService {
  private readonly stripe: StripeClient | undefined;

  constructor(private readonly ctx: AppContext) {
    this.stripe = createStripeClient(ctx.config);
  }

  get isConfigured(): boolean {
    return this.stripe !== undefined;
  }

  private requireStripe(): StripeClient {
    if (!this.stripe) throw new AppError(503, "Payments are not configured");
    return this.stripe;
  }

  async createCheckoutSession(request: CheckoutRequest, clientAddress: string): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const { config, db, clock } = this.ctx;
    await requireRateLimit(
      db,
      perAddressRule("checkout", clientAddress, CHECKOUTS_PER_HOUR, HOUR),
      clock,
      "Too many payment attempts. Please try again later.",
    );
    const notice = await findNotice(db, request.noticeId);
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
      this.ctx.log.warn({ err, noticeId: notice.id }, "stripe: creating a checkout session failed");
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

  /** The success page's check: asks Stripe for the session and fulfils it if paid (the webhook may come later). */
  async confirmSession(
    sessionId: string,
    clientAddress: string,
  ): Promise<{ status: string; noticeId: number | null }> {
    const stripe = this.requireStripe();
    await requireRateLimit(
      this.ctx.db,
      perAddressRule("payment-check", clientAddress, PAYMENT_CHECKS_PER_HOUR, HOUR),
      this.ctx.clock,
      "Too many payment checks. Please try again later.",
    );
    let session: CheckoutSession;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (err) {
      if (isStripeNotFound(err)) throw notFound("Payment session not found");
      this.ctx.log.warn({ err }, "stripe: retrieving a checkout session failed");
      throw new AppError(502, "Could not check the payment. Please try again later.");
    }
    const noticeId = Number(session.metadata?.noticeId);
    if (!Number.isInteger(noticeId) || noticeId <= 0) throw notFound("Payment session not found");
    const result = await this.ctx.db.transaction((tx) => this.fulfil(tx, session));
    if (result.fulfilled) this.ctx.mail.kick();
    return { status: session.payment_status, noticeId };
  }

  /** The signed webhook: each event id is handled once; paid checkouts are fulfilled. */
  async handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; ignored?: true }> {
    const stripe = this.requireStripe();
    let event: StripeEvent;
    try {
      if (!signature) throw new Error("missing Stripe-Signature");
      event = stripe.webhooks.constructEvent(rawBody, signature, this.ctx.config.stripeWebhookSecret!);
    } catch {
      throw badRequest("Invalid webhook signature");
    }
    const now = this.ctx.clock.now();
    const result = await this.ctx.db.transaction(async (tx) => {
      if (!(await recordStripeEvent(tx, event.id, event.type, now))) return "replayed" as const;
      const fulfils =
        (event.type === "checkout.session.completed" ||
          event.type === "checkout.session.async_payment_succeeded") &&
        paidStatus(event.data.object);
      if (!fulfils) return undefined;
      return this.fulfil(tx, event.data.object as CheckoutSession);
    });
    if (result === "replayed") return { received: true, ignored: true };
    if (result?.fulfilled) this.ctx.mail.kick();
    return { received: true };
  }

  /**
   * The one fulfilment, inside `tx` and keyed on the session id: only the caller that claims the payment row features
   * the notice and queues the receipt; every other call (retried webhook, reloaded success page, both at once) finds it
   * done. Locks the notice before the payment, in the same order as approval does.
   */
  private async fulfil(tx: Executor, session: CheckoutSession): Promise<FulfilmentResult> {
    const now = this.ctx.clock.now();
    if (!paidStatus(session)) return { fulfilled: false, noticeId: null };
    let payment = await findPaymentBySession(tx, session.id);
    if (!payment) payment = await this.recordFromSession(tx, session, now);
    if (!payment) return { fulfilled: false, noticeId: null };
    const notice = payment.noticeId ? await lockNotice(tx, payment.noticeId) : undefined;
    const claimed = await claimFulfilment(tx, session.id, now);
    if (!claimed) return { fulfilled: false, noticeId: payment.noticeId };
    // What was bought comes from our own tier table by the tier's name, and must be what was paid.
    const offer = offerForTier(claimed.tier);
    const paidPence = session.amount_total;
    if (!offer || paidPence !== offer.pricePence || (session.currency ?? "gbp") !== "gbp") {
      await setPaymentStatus(tx, claimed.id, AMOUNT_MISMATCH, now);
      this.ctx.log.warn(
        { paymentId: claimed.id, tier: claimed.tier, expectedPence: offer?.pricePence, paidPence },
        "paid amount does not match the tier: not featured",
      );
      return { fulfilled: false, noticeId: claimed.noticeId };
    }
    const outcome = await applyPaidFeaturing(tx, notice, offer.days, now);
    if (outcome.kind === "awaiting-approval") await setPaymentStatus(tx, claimed.id, AWAITING_APPROVAL, now);
    if (outcome.kind === "not-featurable" || outcome.kind === "already-featured-without-end") {
      this.ctx.log.warn(
        { paymentId: claimed.id, noticeId: claimed.noticeId, outcome: outcome.kind },
        "paid featuring not applied",
      );
    }
    if (notice) {
      const fresh = (await findNotice(tx, notice.id)) ?? notice;
      const manageUrl = await issueManageLink(tx, this.ctx.config, fresh.id, now);
      await this.ctx.mail.enqueue(
        tx,
        featuringReceiptMail(this.ctx.config, fresh, claimed, outcome, manageUrl),
      );
    }
    return { fulfilled: true, noticeId: claimed.noticeId, outcome };
  }

  /**
   * A paid session we hold no row for (created before a crash): recorded for the notice and tier it names, with the
   * days and price of that tier from our own table (never days or amounts from the session).
   */
  private async recordFromSession(tx: Executor, session: CheckoutSession, now: Date) {
    const noticeId = Number(session.metadata?.noticeId);
    const tierName = session.metadata?.tier;
    const offer = offerForTier(tierName ?? "");
    if (!Number.isInteger(noticeId) || noticeId <= 0 || noticeId > LIMITS.idMax || !offer) {
      this.ctx.log.warn({ sessionId: session.id }, "paid checkout session without our metadata");
      return undefined;
    }
    const notice = await findNotice(tx, noticeId);
    await insertPaymentIfMissing(tx, {
      stripeSessionId: session.id,
      noticeId: notice ? noticeId : null,
      tier: tierName === FIXED_OFFER_NAME ? null : (tierName ?? null),
      days: offer.days,
      amountPence: offer.pricePence,
      currency: session.currency ?? "gbp",
      createdAt: now,
    });
    return findPaymentBySession(tx, session.id);
  }
}
