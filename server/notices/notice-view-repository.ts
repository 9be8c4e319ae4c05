import { lt, sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { noticeViews, viewSalts } from "../db/schema";

/** The salt of `day` (YYYY-MM-DD), made from `candidate` by whichever server asks first. */
export async function getOrCreateViewSalt(db: Executor, day: string, candidate: string): Promise<string> {
  const read = sql`select salt from view_salts where day = ${day}::date`;
  const [row] = await queryRows<{ salt: string }>(
    db,
    sql`with created as (
      insert into view_salts (day, salt) values (${day}::date, ${candidate}) on conflict (day) do nothing returning salt
    ) select salt from created union all ${read}`,
  );
  if (row) return row.salt;
  // Another server's insert committed while this statement waited on it, after this statement's snapshot was taken.
  const [again] = await queryRows<{ salt: string }>(db, read);
  return again.salt;
}

/** Forgets who viewed what before `day`: the rows and the salts that could match a hash to an address. */
export async function deleteNoticeViewsBefore(db: Executor, day: string): Promise<number> {
  const views = await db
    .delete(noticeViews)
    .where(lt(noticeViews.day, day))
    .returning({ day: noticeViews.day });
  await db.delete(viewSalts).where(lt(viewSalts.day, day));
  return views.length;
}

/** A first view of a notice by today's visitor, waiting to be stored. */
export interface VisitorView {
  noticeId: number;
  day: string;
  visitorHash: string;
}

/** Whether today's visitor's view of notice `noticeId` is already stored (by this server or another). */
export async function hasVisitorView(db: Executor, view: VisitorView): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists(select 1 from notice_views where day = ${view.day}::date and notice_id = ${view.noticeId}
      and visitor_hash = ${view.visitorHash}) as found`,
  );
  return row.found;
}

/**
 * Stores a batch of views in one statement: each visitor's view in notice_views, where one already there (another
 * server's, or an earlier batch's) wins and adds nothing; then each notice's view_count goes up by the visitor views
 * actually stored plus `uncounted` (views from visitors who are not told apart: every one counts). Notices deleted
 * since are skipped.
 */
export async function addNoticeViews(
  db: Executor,
  visits: readonly VisitorView[],
  uncounted: ReadonlyMap<number, number>,
): Promise<void> {
  const visitRows = visits.length
    ? sql`values ${sql.join(
        visits.map((v) => sql`(${v.noticeId}::int, ${v.day}::date, ${v.visitorHash}::text)`),
        sql`, `,
      )}`
    : sql`select null::int, null::date, null::text where false`;
  const uncountedRows = uncounted.size
    ? sql`values ${sql.join(
        [...uncounted].map(([id, n]) => sql`(${id}::int, ${n}::bigint)`),
        sql`, `,
      )}`
    : sql`select null::int, null::bigint where false`;
  await db.execute(sql`with visits (notice_id, day, visitor_hash) as (${visitRows}),
    first_views as (
      insert into notice_views (notice_id, day, visitor_hash)
      select v.notice_id, v.day, v.visitor_hash from visits v join notices n on n.id = v.notice_id
      on conflict do nothing returning notice_id
    ), added (notice_id, n) as (
      select notice_id, count(*) from first_views group by notice_id
      union all select * from (${uncountedRows}) u
    )
    update notices n set view_count = n.view_count + a.n
    from (select notice_id, sum(n)::int as n from added group by notice_id) a where n.id = a.notice_id`);
}
