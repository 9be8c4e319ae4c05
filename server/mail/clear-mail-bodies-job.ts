import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { clearMailBodies } from "./mail-outbox-repository";
import { deleteOutboxFilesBefore, outboxFolderOf } from "./outbox-folder";

/**
 * Job: a sent mail's body is cleared after 7 days, a given-up one's after 30 (kept that long to look into why).
 * Without SMTP_URL, the `.eml` files written to the outbox folder go after 7 days too.
 */
export function createClearMailBodiesJob(ctx: AppContext): Job {
  return {
    name: "clear-mail-bodies",
    lockKey: 1010,
    run: async (tx) => {
      const now = ctx.clock.now().getTime();
      const sentBefore = new Date(now - LIMITS.sentMailBodyRetentionDays * DAY);
      const cleared = await clearMailBodies(tx, {
        sentBefore,
        failedBefore: new Date(now - LIMITS.failedMailBodyRetentionDays * DAY),
      });
      if (ctx.config.smtpUrl) return cleared;
      return cleared + (await deleteOutboxFilesBefore(outboxFolderOf(ctx.config), sentBefore));
    },
  };
}
