import type { AppContext } from "../context";
import { createPurgeUnverifiedJob } from "../notices/purge-unverified-job";
import { createExpireNoticesJob } from "../notices/expire-notices-job";
import { createEndFeaturingJob } from "../payments/end-featuring-job";
import { createDigestJob } from "../digest/digest-job";
import { createPurgeUnconfirmedJob } from "../subscribers/purge-unconfirmed-job";
import type { Job } from "./job-runner";

/** The periodic jobs, run at start and every minute by one server at a time. */
export function createJobs(ctx: AppContext): Job[] {
  return [
    createExpireNoticesJob(ctx),
    createEndFeaturingJob(ctx),
    createPurgeUnverifiedJob(ctx),
    createPurgeUnconfirmedJob(ctx),
    createDigestJob(ctx),
  ];
}
