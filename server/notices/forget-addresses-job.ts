import { DAY } from "../clock";
import type { AppContext } from "../context";
import { deleteRateLimitsBefore } from "../rate-limit-repository";
import { deleteNoticeViewsBefore } from "./notice-view-repository";
import { londonDay } from "../../common/london-day";
import type { Job } from "../jobs/job-runner";

/** Longer than any rate-limit window, so no counter that still counts is deleted. */
const RATE_LIMIT_KEPT_MS = DAY;

/**
 * Job: forgets client addresses once they count for nothing: rate-limit counters (keyed by address) after a day, and
 * yesterday's notice views with their salt, after which no stored hash can be matched to an address.
 */
export function createForgetAddressesJob(ctx: AppContext): Job {
  return {
    name: "forget-addresses",
    lockKey: 1013,
    run: async (tx) => {
      const now = ctx.clock.now();
      const counters = await deleteRateLimitsBefore(tx, new Date(now.getTime() - RATE_LIMIT_KEPT_MS));
      const views = await deleteNoticeViewsBefore(tx, londonDay(now));
      return counters + views;
    },
  };
}
