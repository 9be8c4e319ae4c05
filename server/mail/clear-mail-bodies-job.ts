import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { clearMailBodies } from "./mail-retention-repository";

/** Job: a sent mail's body is cleared after 7 days, a given-up one's after 30 (kept that long to look into why). */
export function createClearMailBodiesJob(ctx: AppContext): Job {
  return {
    name: "clear-mail-bodies",
    lockKey: 1010,
    run: (tx) => {
      const now = ctx.clock.now().getTime();
      return clearMailBodies(tx, {
        sentBefore: new Date(now - LIMITS.sentMailBodyRetentionDays * DAY),
        failedBefore: new Date(now - LIMITS.failedMailBodyRetentionDays * DAY),
      });
    },
  };
}
