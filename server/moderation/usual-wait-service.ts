import { DAY, HOUR } from "../clock";
import type { Executor } from "../db/client";
import { findMedianDecisionWaitMs } from "./usual-wait-repository";

export const USUAL_WAIT_WINDOW_DAYS = 30;

/** A median wait as the poster is told it: whole hours rounded up (a promise to keep), at least 1. */
export function toUsualWaitHours(medianMs: number | null): number | null {
  if (medianMs === null) return null;
  return Math.max(1, Math.ceil(medianMs / HOUR));
}

/** "Notices are usually checked within N hours": N from the last 30 days' decisions, or null without any. */
export async function getUsualWaitHours(db: Executor, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - USUAL_WAIT_WINDOW_DAYS * DAY);
  return toUsualWaitHours(await findMedianDecisionWaitMs(db, since, now));
}
