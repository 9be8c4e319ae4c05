import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { notices, type Notice } from "../db/schema";
import type { AdminNoticeListQuery } from "../../common/admin-notice-schemas";
import type { AdminStats } from "../../common/notice-types";

/** Unverified notices are in no admin list, count or view (server-contract §3). */
const VERIFIED = isNotNull(notices.verifiedAt);

/** `%`, `_` and `\` typed by the moderator match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listAdminNotices(
  db: Executor,
  query: AdminNoticeListQuery,
): Promise<{ rows: Notice[]; total: number }> {
  const conditions: SQL[] = [VERIFIED];
  if (query.status !== "all") conditions.push(eq(notices.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(notices.title, pattern),
        ilike(notices.description, pattern),
        ilike(notices.contactEmail, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(where);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: Number(total) };
}

export async function countAdminStats(db: Executor): Promise<AdminStats> {
  const [row] = await db
    .select({
      totalNotices: count(),
      pendingNotices: sql<number>`count(*) filter (where ${notices.status} = 'pending')`,
      activeNotices: sql<number>`count(*) filter (where ${notices.status} = 'active')`,
      expiredNotices: sql<number>`count(*) filter (where ${notices.status} = 'expired')`,
    })
    .from(notices)
    .where(VERIFIED);
  return {
    totalNotices: Number(row.totalNotices),
    pendingNotices: Number(row.pendingNotices),
    activeNotices: Number(row.activeNotices),
    expiredNotices: Number(row.expiredNotices),
  };
}

/** A verified notice, locked for the rest of the transaction so two moderators' actions do not interleave. */
export async function findVerifiedNoticeForUpdate(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), VERIFIED))
    .for("update");
  return row;
}

export async function findVerifiedNotice(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), VERIFIED));
  return row;
}
