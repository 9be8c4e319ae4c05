import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";

/** Job: ends paid featuring whose period has run out (issue 7) — not built yet. */
export function createEndFeaturingJob(_ctx: AppContext): Job {
  return { name: "end-featuring", lockKey: 1003, run: async () => 0 };
}
