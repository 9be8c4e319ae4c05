import { createPruneAuditJob } from "../audit/prune-audit-job";
import type { AppContext } from "../context";
import { createPurgeUnverifiedJob } from "../notices/purge-unverified-job";
import { createExpireNoticesJob } from "../notices/expire-notices-job";
import { createEndFeaturingJob } from "../payments/end-featuring-job";
import { createClearMailBodiesJob } from "../mail/clear-mail-bodies-job";
import { createDeleteOldMessagesJob } from "../contact/delete-old-messages-job";
import { createRemovePosterDataJob } from "../notices/remove-poster-data-job";
import { createForgetAddressesJob } from "./forget-addresses-job";
import { createExpiryReminderJob } from "../manage/expiry-reminder-job";
import { createDigestJob } from "../digest/digest-job";
import { createPurgeUnconfirmedJob } from "../subscribers/purge-unconfirmed-job";
import type { Job } from "./job-runner";

/** The periodic jobs, run at start and every minute by one server at a time. */
export function createJobs(ctx: AppContext): Job[] {
  return [
    createExpireNoticesJob(ctx),
    createEndFeaturingJob(ctx),
    createPurgeUnverifiedJob(ctx),
    // Retention (UK GDPR; the privacy page states these periods).
    createClearMailBodiesJob(ctx),
    createDeleteOldMessagesJob(ctx),
    createRemovePosterDataJob(ctx),
    createForgetAddressesJob(ctx),
    createExpiryReminderJob(ctx),
    createPurgeUnconfirmedJob(ctx),
    createDigestJob(ctx),
    createPruneAuditJob(ctx),
  ];
}
