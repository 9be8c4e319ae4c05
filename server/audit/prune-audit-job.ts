import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { deleteAuditBefore } from "./audit-repository";

/** The audit log is kept two years, then dropped. */
export const AUDIT_RETENTION_MS = 730 * DAY;

/** Job: deletes audit rows older than two years, one server at a time (advisory lock 1301). */
export function createPruneAuditJob(ctx: AppContext): Job {
  return {
    name: "prune-audit-log",
    lockKey: 1301,
    run: (tx) => deleteAuditBefore(tx, new Date(ctx.clock.now().getTime() - AUDIT_RETENTION_MS)),
  };
}
