import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { removePosterDataEndedBefore } from "./notice-repository";
import { deleteVerificationTokensOf } from "./verification-repository";

/** Job: 90 days after a notice expired or was rejected, its poster's e-mail is removed (deleted notices are gone). */
export function createRemovePosterDataJob(ctx: AppContext): Job {
  return {
    name: "remove-poster-data",
    lockKey: 1012,
    run: async (tx) => {
      const now = ctx.clock.now();
      const before = new Date(now.getTime() - LIMITS.posterEmailRetentionDays * DAY);
      const ended = await removePosterDataEndedBefore(tx, before, now);
      // A verification link of an ended notice can never be used; its row only ties a hash to the notice.
      await deleteVerificationTokensOf(
        tx,
        ended.map((n) => n.id),
      );
      return ended.length;
    },
  };
}
