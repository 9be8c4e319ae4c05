import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { runAlertBatch, type AlertBatchResult } from "./saved-search-alert-service";

/**
 * Job: saved-search alerts (each o'clock for "hourly", 07:00 Europe/London for "daily"), one batch per locked
 * transaction (advisory lock 1210), repeated at once while alerts are due.
 */
export function createSavedSearchAlertJob(ctx: AppContext): Job {
  return {
    name: "saved-search-alerts",
    lockKey: 1210,
    run: (tx) => runAlertBatch(ctx, tx),
    runAgain: (result) => (result as AlertBatchResult).more,
  };
}
