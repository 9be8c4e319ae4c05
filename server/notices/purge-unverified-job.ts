import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";

/** Job: deletes unverified notices and their images 7 days after posting (issue 3) — not built yet. */
export function createPurgeUnverifiedJob(_ctx: AppContext): Job {
  return { name: "purge-unverified", lockKey: 1001, run: async () => 0 };
}
