import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { deleteContactMessagesBefore } from "./contact-repository";

/** Job: contact messages are deleted 90 days after they were sent (the privacy page says so). */
export function createDeleteOldMessagesJob(ctx: AppContext): Job {
  return {
    name: "delete-old-contact-messages",
    lockKey: 1011,
    run: (tx) =>
      deleteContactMessagesBefore(
        tx,
        new Date(ctx.clock.now().getTime() - LIMITS.contactMessageRetentionDays * DAY),
      ),
  };
}
