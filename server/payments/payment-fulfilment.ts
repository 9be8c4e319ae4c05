import { LIMITS } from "../../common/limits";
import { FIXED_OFFER_NAME, offerForTier } from "../../common/tiers";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { AppError, badRequest, notFound } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { issueManageLink } from "../notices/manage-links";
import { findNoticeById, lockNoticeById } from "../notices/notice-repository";
import { applyPaidFeaturing, type FeaturingOutcome } from "./featuring";
import {
  AMOUNT_MISMATCH,
  AWAITING_APPROVAL,
  claimFulfilment,
  findPaymentBySession,
  insertPaymentIfMissing,
  recordStripeEvent,
  setPaymentStatus,
} from "./payment-repository";
import { PAYMENT_CHECKS_PER_HOUR } from "./payment-service";
import { featuringReceiptMail } from "./receipt-mail";
import { isStripeNotFound, requireStripe, type CheckoutSession, type StripeEvent } from "./stripe-client";

const paidStatus = (session: CheckoutSession) => session.payment_status === "paid";

export interface FulfilmentResult {
  fulfilled: boolean;
  noticeId: number | null;
  outcome?: FeaturingOutcome;
}

/** The success page's check: asks Stripe for the session and fulfils it if paid (the webhook may come later). */
export async function confirmSession(
  ctx: AppContext,
  sessionId: string,
  clientAddress: string,
): Promise<{ status: string; noticeId: number | null }> {
  const stripe = requireStripe(ctx.config);
  await requireRateLimit(
    ctx.db,
    perAddressRule("payment-check", clientAddress, PAYMENT_CHECKS_PER_HOUR, HOUR),
    ctx.clock,
    "Too many payment checks. Please try again later.",
  );
  let session: CheckoutSession;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (err) {
    if (isStripeNotFound(err)) throw notFound("Payment session not found");
    ctx.log.warn({ err }, "stripe: retrieving a checkout session failed");
    throw new AppError(502, "Could not check the payment. Please try again later.");
  }
  const noticeId = Number(session.metadata?.noticeId);
  if (!Number.isInteger(noticeId) || noticeId <= 0) throw notFound("Payment session not found");
  const result = await ctx.db.transaction((tx) => fulfil(ctx, tx, session));
  if (result.fulfilled) ctx.mail.kick();
  return { status: session.payment_status, noticeId };
}

/** The signed webhook: each event id is handled once; paid checkouts are fulfilled. */
export async function handleWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; ignored?: true }> {
  const stripe = requireStripe(ctx.config);
  let event: StripeEvent;
  try {
    if (!signature) throw new Error("missing Stripe-Signature");
    event = stripe.webhooks.constructEvent(rawBody, signature, ctx.config.stripeWebhookSecret!);
  } catch {
    throw badRequest("Invalid webhook signature");
  }
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type, now))) return "replayed" as const;
    const fulfils =
      (event.type === "checkout.session.completed" ||
        event.type === "checkout.session.async_payment_succeeded") &&
      paidStatus(event.data.object);
    if (!fulfils) return undefined;
    return fulfil(ctx, tx, event.data.object as CheckoutSession);
  });
  if (result === "replayed") return { received: true, ignored: true };
  if (result?.fulfilled) ctx.mail.kick();
  return { received: true };
}

/**
 * The one fulfilment, inside `tx` and keyed on the session id: only the caller that claims the payment row features
 * the notice and queues the receipt; every other call (retried webhook, reloaded success page, both at once) finds it
 * done. Locks the notice before the payment, in the same order as approval does.
 */
async function fulfil(ctx: AppContext, tx: Executor, session: CheckoutSession): Promise<FulfilmentResult> {
  const now = ctx.clock.now();
  if (!paidStatus(session)) return { fulfilled: false, noticeId: null };
  let payment = await findPaymentBySession(tx, session.id);
  if (!payment) payment = await recordFromSession(ctx, tx, session, now);
  if (!payment) return { fulfilled: false, noticeId: null };
  const notice = payment.noticeId ? await lockNoticeById(tx, payment.noticeId) : undefined;
  const claimed = await claimFulfilment(tx, session.id, now);
  if (!claimed) return { fulfilled: false, noticeId: payment.noticeId };
  // What was bought comes from our own tier table by the tier's name, and must be what was paid.
  const offer = offerForTier(claimed.tier);
  const paidPence = session.amount_total;
  if (!offer || paidPence !== offer.pricePence || (session.currency ?? "gbp") !== "gbp") {
    await setPaymentStatus(tx, claimed.id, AMOUNT_MISMATCH, now);
    ctx.log.warn(
      { paymentId: claimed.id, tier: claimed.tier, expectedPence: offer?.pricePence, paidPence },
      "paid amount does not match the tier: not featured",
    );
    return { fulfilled: false, noticeId: claimed.noticeId };
  }
  const { outcome, notice: featured } = await applyPaidFeaturing(tx, notice, offer.days, now);
  if (outcome.kind === "awaiting-approval") await setPaymentStatus(tx, claimed.id, AWAITING_APPROVAL, now);
  if (outcome.kind === "not-featurable" || outcome.kind === "already-featured-without-end") {
    ctx.log.warn(
      { paymentId: claimed.id, noticeId: claimed.noticeId, outcome: outcome.kind },
      "paid featuring not applied",
    );
  }
  if (featured) {
    const manageUrl = await issueManageLink(tx, ctx.config, featured.id, now);
    await ctx.mail.enqueue(tx, featuringReceiptMail(ctx.config, featured, claimed, outcome, manageUrl));
  }
  return { fulfilled: true, noticeId: claimed.noticeId, outcome };
}

/**
 * A paid session we hold no row for (created before a crash): recorded for the notice and tier it names, with the
 * days and price of that tier from our own table (never days or amounts from the session).
 */
async function recordFromSession(ctx: AppContext, tx: Executor, session: CheckoutSession, now: Date) {
  const noticeId = Number(session.metadata?.noticeId);
  const tierName = session.metadata?.tier;
  const offer = offerForTier(tierName ?? "");
  if (!Number.isInteger(noticeId) || noticeId <= 0 || noticeId > LIMITS.idMax || !offer) {
    ctx.log.warn({ sessionId: session.id }, "paid checkout session without our metadata");
    return undefined;
  }
  const notice = await findNoticeById(tx, noticeId);
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
