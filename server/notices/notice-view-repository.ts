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
