import { DAY } from "../clock";
import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";
import { setFeaturing, startAwaitingPayments } from "./payment-repository";

/** What a fulfilled payment did to its notice. */
export type FeaturingOutcome =
  | { kind: "featured"; featuredUntil: Date }
  /** The notice is still pending: featuring starts when it is approved. */
  | { kind: "awaiting-approval" }
  /** Featured by an admin with no end date: it stays so. */
  | { kind: "already-featured-without-end" }
  /** Rejected, expired or deleted since checkout began: nothing to feature. */
  | { kind: "not-featurable" };

/** The end of a paid period that starts now, or at the current end when the notice is featured into the future. */
export function extendedFeaturingEnd(currentEnd: Date | null, days: number, now: Date): Date {
  const base = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return new Date(base.getTime() + days * DAY);
}

/**
 * Applies `days` of paid featuring to a notice whose row the caller has locked in `tx` (server-contract §6): an active
 * notice is featured from now or from its current end; a pending one is marked featured with no end yet, and
 * `startPendingFeaturing` starts the period at approval.
 */
export async function applyPaidFeaturing(
  tx: Executor,
  notice: Notice | undefined,
  days: number,
  now: Date,
): Promise<FeaturingOutcome> {
  if (!notice) return { kind: "not-featurable" };
  if (notice.status === "active") {
    if (notice.isFeatured && !notice.featuredUntil) return { kind: "already-featured-without-end" };
    const featuredUntil = extendedFeaturingEnd(notice.featuredUntil, days, now);
    await setFeaturing(tx, notice.id, { featureDuration: days, featuredUntil }, now);
    return { kind: "featured", featuredUntil };
  }
  if (notice.status === "pending") {
    const waiting = notice.isFeatured && !notice.featuredUntil ? notice.featureDuration : 0;
    await setFeaturing(tx, notice.id, { featureDuration: waiting + days, featuredUntil: null }, now);
    return { kind: "awaiting-approval" };
  }
  return { kind: "not-featurable" };
}

/**
 * Called by approval in its transaction: featuring paid while the notice was pending starts its period now, for the days
 * bought in all. A notice with no such payment is left as it is.
 */
export async function startPendingFeaturing(tx: Executor, notice: Notice, now: Date): Promise<void> {
  const days = await startAwaitingPayments(tx, notice.id, now);
  if (days === 0) return;
  const featuredUntil = extendedFeaturingEnd(notice.featuredUntil, days, now);
  await setFeaturing(tx, notice.id, { featureDuration: days, featuredUntil }, now);
}
