import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { expireNotices } from "./notice-repository";

/** Job: turns active notices past expiresAt into expired, run by one server at a time (advisory lock 1002). */
export function createExpireNoticesJob(ctx: AppContext): Job {
  return {
    name: "expire-notices",
    lockKey: 1002,
    run: async (tx) => (await expireNotices(tx, ctx.clock.now())).length,
  };
}
