import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { deleteUnconfirmedBefore } from "./subscriber-repository";

/** Job: forgets addresses nobody confirmed, 7 days after their last subscribe request (advisory lock 1005). */
export function createPurgeUnconfirmedJob(ctx: AppContext): Job {
  return {
    name: "purge-unconfirmed-subscribers",
    lockKey: 1005,
    run: (tx) =>
      deleteUnconfirmedBefore(
        tx,
        new Date(ctx.clock.now().getTime() - LIMITS.unconfirmedSubscriberRetentionDays * DAY),
      ),
  };
}
