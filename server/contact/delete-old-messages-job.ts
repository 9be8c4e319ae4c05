import { LIMITS } from "../../common/limits";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { deleteContactMessagesBefore } from "./contact-repository";
import { deleteConversationsBefore } from "./conversation-repository";
import { forgetMessageDecisionsBefore } from "../signals/learned-screen";

/**
 * Job: contact messages are deleted 90 days after they were sent, and conversations (their messages and links) 90
 * days after their last message (the privacy page says so); the screen's lessons from relayed messages go too.
 */
export function createDeleteOldMessagesJob(ctx: AppContext): Job {
  return {
    name: "delete-old-contact-messages",
    lockKey: 1011,
    run: async (tx) => {
      const before = new Date(ctx.clock.now().getTime() - LIMITS.contactMessageRetentionDays * DAY);
      await forgetMessageDecisionsBefore(tx, before);
      return (await deleteContactMessagesBefore(tx, before)) + (await deleteConversationsBefore(tx, before));
    },
  };
}
