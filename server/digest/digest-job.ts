import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { runDigestBatch, type DigestBatchResult } from "./digest-service";

/**
 * Job: the newsletter digests (daily 07:00, weekly Friday 07:00, Europe/London), one batch per locked transaction
 * (advisory lock 1004),
 * repeated at once while subscribers are due; the mail worker sends what each batch queued, after urgent mail.
 */
export function createDigestJob(ctx: AppContext): Job {
  return {
    name: "newsletter-digest",
    lockKey: 1004,
    run: (tx) => runDigestBatch(ctx, tx),
    runAgain: (result) => (result as DigestBatchResult).more,
  };
}
