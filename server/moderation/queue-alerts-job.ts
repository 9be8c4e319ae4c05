import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { runQueueAlerts } from "./queue-alerts-service";

/**
 * Job: the moderators' queue alerts (a notice waited past a person's limit; at most one an hour each) and daily
 * summaries (08:00 Europe/London), in one locked transaction (advisory lock 1310); the mail worker sends them.
 */
export function createQueueAlertsJob(ctx: AppContext): Job {
  return {
    name: "queue-alerts",
    lockKey: 1310,
    run: (tx) => runQueueAlerts(ctx, tx),
  };
}
