import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { auditLog, notices } from "../db/schema";

/**
 * The median time, in milliseconds, from a notice's confirmation to a moderator's first decision on it (approve or
 * reject by a named person, not the system) for decisions made in [since, until]; null when there was none.
 */
export async function findMedianDecisionWaitMs(
  db: Executor,
  since: Date,
  until: Date,
): Promise<number | null> {
  const [row] = await queryRows<{ median: number | string | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from d.decided_at - n.verified_at)) * 1000
          as median
        from (
          select target_id, min(created_at) as decided_at from ${auditLog}
          where target_type = 'notice' and action in ('approve', 'reject') and admin_username is not null
            and created_at >= ${since.toISOString()}::timestamptz and created_at <= ${until.toISOString()}::timestamptz
          group by target_id
        ) d
        join ${notices} n on n.id = d.target_id
        where n.verified_at is not null and n.verified_at <= d.decided_at`,
  );
  return row?.median == null ? null : Number(row.median);
}
