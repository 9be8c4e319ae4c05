import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { notices } from "../db/schema";
import type { Job } from "../jobs/job-runner";

/** Turns every active notice whose expiresAt has come into expired; answers how many. */
export async function expireNotices(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(notices)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(notices.status, "active"), isNotNull(notices.expiresAt), lte(notices.expiresAt, now)))
    .returning({ id: notices.id });
  return rows.length;
}

/** Job: turns active notices past expiresAt into expired, run by one server at a time (advisory lock 1002). */
export function createExpireNoticesJob(ctx: AppContext): Job {
  return { name: "expire-notices", lockKey: 1002, run: (tx) => expireNotices(tx, ctx.clock.now()) };
}
