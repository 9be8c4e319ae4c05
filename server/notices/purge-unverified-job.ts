import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import { deleteNoticeImage } from "../images/image-store";
import type { Job } from "../jobs/job-runner";
import { deleteUnverifiedNoticesBefore } from "./notice-posting-repository";

/** Job: deletes notices never verified, with their images, 7 days after posting (server-contract.md §3). */
export function createPurgeUnverifiedJob(ctx: AppContext): Job {
  return {
    name: "purge-unverified",
    lockKey: 1001,
    run: async (tx) => {
      const cutoff = new Date(ctx.clock.now().getTime() - LIMITS.unverifiedRetentionDays * DAY);
      const images = await deleteUnverifiedNoticesBefore(tx, cutoff);
      for (const imageUrl of images) await deleteNoticeImage(ctx, imageUrl);
      return images.length;
    },
  };
}
