import { DAY } from "../clock";
import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";
import { setFeaturing } from "../notices/notice-repository";
import { startAwaitingPayments } from "./payment-repository";

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

/** What paid featuring did, and the notice as it now stands (undefined when it was deleted). */
export interface PaidFeaturing {
  outcome: FeaturingOutcome;
  notice: Notice | undefined;
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
): Promise<PaidFeaturing> {
  if (!notice) return { outcome: { kind: "not-featurable" }, notice };
  if (notice.status === "active") {
    if (notice.isFeatured && !notice.featuredUntil) {
      return { outcome: { kind: "already-featured-without-end" }, notice };
    }
    const featuredUntil = extendedFeaturingEnd(notice.featuredUntil, days, now);
    const featured = await setFeaturing(tx, notice.id, { featureDuration: days, featuredUntil }, now);
    return { outcome: { kind: "featured", featuredUntil }, notice: featured };
  }
  if (notice.status === "pending") {
    const waiting = notice.isFeatured && !notice.featuredUntil ? notice.featureDuration : 0;
    const marked = await setFeaturing(
      tx,
      notice.id,
      { featureDuration: waiting + days, featuredUntil: null },
      now,
    );
    return { outcome: { kind: "awaiting-approval" }, notice: marked };
  }
  return { outcome: { kind: "not-featurable" }, notice };
}

/**
 * Called by approval in its transaction: featuring paid while the notice was pending starts its period now, for the days
 * bought in all. A notice with no such payment is left as it is. Answers the notice as it now stands.
 */
export async function startPendingFeaturing(tx: Executor, notice: Notice, now: Date): Promise<Notice> {
  const days = await startAwaitingPayments(tx, notice.id, now);
  if (days === 0) return notice;
  const featuredUntil = extendedFeaturingEnd(notice.featuredUntil, days, now);
  return setFeaturing(tx, notice.id, { featureDuration: days, featuredUntil }, now);
}
