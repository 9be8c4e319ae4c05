import { createPruneAuditJob } from "../audit/prune-audit-job";
import type { AppContext } from "../context";
import { createPurgeUnverifiedJob } from "../notices/purge-unverified-job";
import { createExpireNoticesJob } from "../notices/expire-notices-job";
import { createEndFeaturingJob } from "../payments/end-featuring-job";
import type { Job } from "./job-runner";

/** The periodic jobs, run at start and every minute by one server at a time. */
export function createJobs(ctx: AppContext): Job[] {
  return [
    createExpireNoticesJob(ctx),
    createEndFeaturingJob(ctx),
    createPurgeUnverifiedJob(ctx),
    createPruneAuditJob(ctx),
  ];
}
