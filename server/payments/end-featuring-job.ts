import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { endExpiredFeaturing } from "../notices/notice-repository";

/** Job: ends paid featuring whose period has run out; featuring an admin set by hand has no end and stays. */
export function createEndFeaturingJob(ctx: AppContext): Job {
  return {
    name: "end-featuring",
    lockKey: 1003,
    run: async (tx) => (await endExpiredFeaturing(tx, ctx.clock.now())).length,
  };
}
