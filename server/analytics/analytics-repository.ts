import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { searchMisses } from "../db/schema";

const DAY = sql.raw(`'Europe/London'`);

export async function insertSearchMisses(
  db: Executor,
  misses: readonly { words: string; createdAt: Date; count: number }[],
): Promise<void> {
  if (misses.length) await db.insert(searchMisses).values([...misses]);
}

export async function visitsPerDay(db: Executor, since: Date) {
  return queryRows<{ day: string; visits: number }>(
    db,
    sql`select to_char(created_at at time zone ${DAY}, 'YYYY-MM-DD') as day, count(*)::int as visits
        from page_views where created_at >= ${since} group by 1 order by 1`,
  );
}

/** Posted (verified) per day; approved and rejected per day of the decision (the audit log for rejections). */
export async function noticesPerDay(db: Executor, since: Date) {
  return queryRows<{ day: string; posted: number; approved: number; rejected: number }>(
    db,
    sql`with events as (
          select verified_at as at, 'posted' as kind from notices where verified_at >= ${since}
          union all select approved_at, 'approved' from notices where approved_at >= ${since}
          union all select created_at, 'rejected' from audit_log
            where action = 'reject' and created_at >= ${since}
              and not exists (select 1 from audit_log u where u.action = 'undo' and (u.details->>'auditId')::int = audit_log.id))
        select to_char(at at time zone ${DAY}, 'YYYY-MM-DD') as day,
          count(*) filter (where kind = 'posted')::int as posted,
          count(*) filter (where kind = 'approved')::int as approved,
          count(*) filter (where kind = 'rejected')::int as rejected
        from events group by 1 order by 1`,
  );
}

export async function topCategories(db: Executor, since: Date) {
  return queryRows<{ key: string; count: number }>(
    db,
    sql`select category as key, count(*)::int as count from page_views
        where created_at >= ${since} and category is not null group by 1 order by 2 desc, 1 limit 10`,
  );
}

export async function topTowns(db: Executor, since: Date) {
  return queryRows<{ key: string; count: number }>(
    db,
    sql`select location as key, count(*)::int as count from notices
        where verified_at >= ${since} group by 1 order by 2 desc, 1 limit 10`,
  );
}

export async function medianDecisionHours(db: Executor, since: Date): Promise<number | null> {
  const [row] = await queryRows<{ hours: string | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from decided - verified_at) / 3600) as hours
        from (
          select verified_at, approved_at as decided from notices where approved_at >= ${since} and verified_at is not null
          union all
          select n.verified_at, a.created_at from audit_log a join notices n on n.id = a.target_id
            where a.action = 'reject' and a.target_type = 'notice' and a.created_at >= ${since}
        ) d`,
  );
  return row?.hours === null || row?.hours === undefined ? null : Number(row.hours);
}

export async function zeroResultSearches(db: Executor, since: Date) {
  return queryRows<{ key: string; count: number }>(
    db,
    sql`select words as key, sum(count)::int as count from search_misses
        where created_at >= ${since} group by 1 order by 2 desc, 1 limit 20`,
  );
}
