import { z } from "zod";
import { DAY, HOUR, MINUTE } from "../clock";
import type { Executor } from "../db/client";
import { findSetting, saveSetting } from "../db/settings-repository";
import { findMedianDecisionWaitMs } from "./usual-wait-repository";

export const USUAL_WAIT_WINDOW_DAYS = 30;
/**
 * How long a computed wait is reused: the median over a busy month reads tens of thousands of decisions (0.3–0.8 s
 * measured on a loaded machine), too slow for every visit's GET /api/settings and every post.
 */
export const USUAL_WAIT_REUSE_MS = 10 * MINUTE;
const CACHE_KEY = "queue.usual_wait";
const CachedWaitSchema = z.object({ hours: z.number().int(), at: z.iso.datetime() });

/** A median wait as the poster is told it: whole hours rounded up (a promise to keep), at least 1. */
export function toUsualWaitHours(medianMs: number | null): number | null {
  if (medianMs === null) return null;
  return Math.max(1, Math.ceil(medianMs / HOUR));
}

/**
 * "Notices are usually checked within N hours": N from the last 30 days' decisions, or null without any. A known wait
 * is kept in the settings table and reused for 10 minutes by every server; "none" is not kept, since it is cheap to
 * ask again (no decisions to read) and the first decision should show at once.
 */
export async function getUsualWaitHours(db: Executor, now: Date): Promise<number | null> {
  const cached = CachedWaitSchema.safeParse(await findSetting(db, CACHE_KEY));
  if (cached.success) {
    const age = now.getTime() - Date.parse(cached.data.at);
    if (age >= 0 && age < USUAL_WAIT_REUSE_MS) return cached.data.hours;
  }
  const since = new Date(now.getTime() - USUAL_WAIT_WINDOW_DAYS * DAY);
  const hours = toUsualWaitHours(await findMedianDecisionWaitMs(db, since, now));
  if (hours !== null) await saveSetting(db, CACHE_KEY, { hours, at: now.toISOString() }, now);
  return hours;
}
