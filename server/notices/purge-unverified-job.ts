import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import { deleteNoticeImage } from "../images/image-store";
import type { Job } from "../jobs/job-runner";
import { deleteUnverifiedNoticesBefore } from "./notice-repository";

/** Job: deletes notices never verified, with their images, 7 days after posting (server-contract.md §3). */
export function createPurgeUnverifiedJob(ctx: AppContext): Job {
  return {
    name: "purge-unverified",
    lockKey: 1001,
    run: async (tx) => {
      const cutoff = new Date(ctx.clock.now().getTime() - LIMITS.unverifiedRetentionDays * DAY);
      const deleted = await deleteUnverifiedNoticesBefore(tx, cutoff);
      for (const { imageUrl } of deleted) await deleteNoticeImage(ctx, imageUrl);
      return deleted.length;
    },
  };
}
