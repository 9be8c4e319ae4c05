import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { deleteUnconfirmedSavedSearchesBefore } from "./saved-search-repository";
import { deleteUnconfirmedBefore } from "../subscribers/subscriber-repository";

/**
 * Job: forgets addresses and saved-search alerts nobody confirmed, 7 days after their last request (advisory lock
 * 1005).
 */
export function createPurgeUnconfirmedJob(ctx: AppContext): Job {
  return {
    name: "purge-unconfirmed-subscribers",
    lockKey: 1005,
    run: async (tx) => {
      const cutoff = new Date(ctx.clock.now().getTime() - LIMITS.unconfirmedSubscriberRetentionDays * DAY);
      // Alerts first: an address kept only by an alert nobody confirmed goes in the same run.
      const alerts = await deleteUnconfirmedSavedSearchesBefore(tx, cutoff);
      return { alerts, addresses: await deleteUnconfirmedBefore(tx, cutoff) };
    },
  };
}
