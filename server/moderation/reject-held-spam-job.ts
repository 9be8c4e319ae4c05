import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { rejectExpiredSpamLane, SPAM_LANE_BATCH } from "./spam-lane-service";

/** Job: rejects as spam (no mail) what waited 7 days in the "Likely spam" lane untouched (advisory lock 1023). */
export function createRejectHeldSpamJob(ctx: AppContext): Job {
  return {
    name: "reject-held-spam",
    lockKey: 1023,
    run: (tx) => rejectExpiredSpamLane(tx, ctx.clock.now()),
    runAgain: (rejected) => rejected === SPAM_LANE_BATCH,
  };
}
