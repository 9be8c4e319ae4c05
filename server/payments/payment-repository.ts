import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { payments, stripeEvents, type Payment } from "../db/schema";
import type { PaymentStatus } from "../../common/statuses";

/** Paid, but the notice was not yet approved: its featuring starts at approval. */
export const AWAITING_APPROVAL = "awaiting_approval";
/** Paid, but not the price of the tier bought: nothing is featured, and the payment waits for a person to look. */
export const AMOUNT_MISMATCH = "amount_mismatch";

export interface NewPayment {
  stripeSessionId: string;
  noticeId: number | null;
  tier: string | null;
  days: number;
  amountPence: number;
  currency: string;
  createdAt: Date;
}

/** Records an open payment; the same session twice (an idempotent retry) keeps the first row. */
export async function insertPaymentIfMissing(db: Executor, payment: NewPayment): Promise<void> {
  await db
    .insert(payments)
    .values({ ...payment, status: "open", updatedAt: payment.createdAt })
    .onConflictDoNothing({ target: payments.stripeSessionId });
}

export async function findPaymentBySession(db: Executor, sessionId: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.stripeSessionId, sessionId)).limit(1);
  return row;
}

/**
 * The one claim on a session's fulfilment: only the caller that flips `fulfilled_at` from null gets the row back, so a
 * retried webhook, a reloaded success page or both at once extend featuring once. Concurrent claimers wait on the row
 * lock and then find it fulfilled.
 */
export async function claimFulfilment(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<Payment | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: "paid", fulfilledAt: now, updatedAt: now })
    .where(and(eq(payments.stripeSessionId, sessionId), isNull(payments.fulfilledAt)))
    .returning();
  return row;
}

export async function setPaymentStatus(
  db: Executor,
  id: number,
  status: PaymentStatus,
  now: Date,
): Promise<void> {
  await db.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, id));
}

/** Marks the notice's payments that waited for approval as started; answers the days they bought in all. */
export async function startAwaitingPayments(db: Executor, noticeId: number, now: Date): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: "paid", updatedAt: now })
    .where(
      and(
        eq(payments.noticeId, noticeId),
        eq(payments.status, AWAITING_APPROVAL),
        isNotNull(payments.fulfilledAt),
      ),
    )
    .returning({ days: payments.days });
  return rows.reduce((sum, r) => sum + r.days, 0);
}

/** Records a webhook event id; answers false when it was seen before (a replay). */
export async function recordStripeEvent(db: Executor, id: string, type: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type, receivedAt: now })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}
