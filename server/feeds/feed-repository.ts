import { sql } from "drizzle-orm";
import type { Location } from "../../common/locations";
import { queryRows, type Executor } from "../db/client";
import { liveNotice } from "../notices/notice-list-repository";

/** Live events with a date, soonest first (a live event has not ended: it expires at the end of its day). */
export async function findUpcomingEventIds(
  db: Executor,
  location: Location | undefined,
  now: Date,
  limit: number,
): Promise<number[]> {
  const town = location ? sql` and n.location = ${location}` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select n.id from notices n where ${liveNotice(now)} and n.category = 'events' and n.event_date is not null${town}
      order by n.event_date asc, n.id asc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

export interface SitemapNoticeRow {
  id: number;
  title: string;
  updatedAt: Date;
}

export async function countLiveNotices(db: Executor, now: Date): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from notices n where ${liveNotice(now)}`,
  );
  return Number(row.total);
}

/** A slice of the live notices, oldest id first, for one sitemap part. */
export async function findSitemapNotices(
  db: Executor,
  now: Date,
  limit: number,
  offset: number,
): Promise<SitemapNoticeRow[]> {
  const rows = await queryRows<{ id: number; title: string; updated_at: string | Date }>(
    db,
    sql`select n.id, n.title, n.updated_at from notices n where ${liveNotice(now)}
      order by n.id asc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, updatedAt: new Date(r.updated_at) }));
}

/** Each category and town that has at least one live notice (the category × town pages worth listing). */
export async function findCategoryTowns(
  db: Executor,
  now: Date,
): Promise<{ category: string; location: string }[]> {
  return queryRows<{ category: string; location: string }>(
    db,
    sql`select distinct n.category, n.location from notices n where ${liveNotice(now)} order by 1, 2`,
  );
}
