import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { removePosterDataEndedBefore } from "./notice-retention-repository";

/** Job: 90 days after a notice expired or was rejected, its poster's e-mail is removed (deleted notices are gone). */
export function createRemovePosterDataJob(ctx: AppContext): Job {
  return {
    name: "remove-poster-data",
    lockKey: 1012,
    run: async (tx) => {
      const now = ctx.clock.now();
      const before = new Date(now.getTime() - LIMITS.posterEmailRetentionDays * DAY);
      return (await removePosterDataEndedBefore(tx, before, now)).length;
    },
  };
}
