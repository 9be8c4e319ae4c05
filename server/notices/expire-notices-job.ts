import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";

/** Job: turns active notices past expiresAt into expired (issue 5) — not built yet. */
export function createExpireNoticesJob(_ctx: AppContext): Job {
  return { name: "expire-notices", lockKey: 1002, run: async () => 0 };
}
