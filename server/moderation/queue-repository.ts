import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import {
  comments,
  noticeEdits,
  noticeReports,
  notices,
  noticeSignals,
  type Notice,
  type NoticeEdit,
} from "../db/schema";

export interface NoticeWithSignals {
  notice: Notice;
  signals: unknown;
  risk: number | null;
  /** The poster's edit of this live notice waiting for review (pending page only). */
  edit?: NoticeEdit | null;
}

/** A pending notice held in the "Likely spam" lane waits there, not in the queue (spam-lane-service.ts). */
const NOT_IN_SPAM_LANE = sql`not exists (select 1 from spam_lane l where l.notice_id = ${notices.id})`;

/**
 * Pending (verified) notices and live notices with a poster's edit waiting, oldest first, after the cursor id; one more
 * than asked, to know if there is a next page.
 */
export async function findPendingPage(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<NoticeWithSignals[]> {
  return db
    .select({ notice: notices, signals: noticeSignals.signals, risk: noticeSignals.risk, edit: noticeEdits })
    .from(notices)
    .leftJoin(noticeSignals, eq(noticeSignals.noticeId, notices.id))
    .leftJoin(noticeEdits, eq(noticeEdits.noticeId, notices.id))
    .where(
      and(
        or(
          and(eq(notices.status, "pending"), isNotNull(notices.verifiedAt), NOT_IN_SPAM_LANE),
          and(eq(notices.status, "active"), isNotNull(noticeEdits.noticeId)),
        ),
        gt(notices.id, afterId),
      ),
    )
    .orderBy(asc(notices.id))
    .limit(limit + 1);
}

/** Notices with open reports, most reported first (then riskiest, then oldest). */
export async function findReportedNotices(db: Executor, limit: number): Promise<NoticeWithSignals[]> {
  const open = db
    .select({ noticeId: noticeReports.noticeId, n: sql<number>`count(*)`.as("n") })
    .from(noticeReports)
    .where(isNull(noticeReports.resolvedAt))
    .groupBy(noticeReports.noticeId)
    .as("open_reports");
  return db
    .select({ notice: notices, signals: noticeSignals.signals, risk: noticeSignals.risk })
    .from(open)
    .innerJoin(notices, eq(notices.id, open.noticeId))
    .leftJoin(noticeSignals, eq(noticeSignals.noticeId, notices.id))
    .where(inArray(notices.status, ["active", "hidden"]))
    .orderBy(sql`${open.n} desc`, sql`coalesce(${noticeSignals.risk}, 0) desc`, asc(notices.id))
    .limit(limit);
}

export interface ReportedCommentRow {
  id: number;
  authorName: string;
  authorEmail: string;
  content: string;
  status: string;
  createdAt: Date;
  noticeId: number;
  noticeTitle: string;
  isReported: boolean;
  reportCount: number;
}

/**
 * Comments waiting for the moderator: those under report (most reported first), then new comments not yet approved
 * (oldest first).
 */
export async function findQueueComments(db: Executor, limit: number): Promise<ReportedCommentRow[]> {
  const rows = await queryRows<ReportedCommentRow & { createdAt: string | Date }>(
    db,
    sql`select c.id, c.author_name as "authorName", c.author_email as "authorEmail", c.content, c.status,
          c.created_at as "createdAt", c.notice_id as "noticeId", n.title as "noticeTitle",
          c.is_reported as "isReported",
          (select count(*)::int from comment_reports r where r.comment_id = c.id) as "reportCount"
        from ${comments} c join ${notices} n on n.id = c.notice_id
        where c.is_reported or c.status = 'pending'
        order by c.is_reported desc, "reportCount" desc, c.id asc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    isReported: Boolean(r.isReported),
    reportCount: Number(r.reportCount),
  }));
}

export interface PosterHistoryRow {
  email: string;
  posted: number;
  approved: number;
  rejected: number;
  firstSeen: Date | null;
}

/** How each address has posted: verified notices, approved ever, rejected, first post. */
export async function findPosterHistories(db: Executor, emails: string[]): Promise<PosterHistoryRow[]> {
  if (!emails.length) return [];
  const rows = await db
    .select({
      email: notices.contactEmail,
      posted: sql<number>`count(*)::int`,
      approved: sql<number>`count(*) filter (where ${notices.approvedAt} is not null)::int`,
      rejected: sql<number>`count(*) filter (where ${notices.status} = 'rejected')::int`,
      firstSeen: sql<string | null>`min(${notices.createdAt})`,
    })
    .from(notices)
    .where(and(isNotNull(notices.verifiedAt), inArray(notices.contactEmail, emails)))
    .groupBy(notices.contactEmail);
  return rows.map((r) => ({
    email: r.email,
    posted: Number(r.posted),
    approved: Number(r.approved),
    rejected: Number(r.rejected),
    firstSeen: r.firstSeen ? new Date(r.firstSeen) : null,
  }));
}

/**
 * The count in the tab: pending notices, live notices with a waiting edit, notices with open reports, comments under
 * report or waiting for approval.
 */
export async function countQueue(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select
          (select count(*) from notices n where status = 'pending' and verified_at is not null
             and not exists (select 1 from spam_lane l where l.notice_id = n.id))
        + (select count(*) from notice_edits e join notices n on n.id = e.notice_id where n.status = 'active')
        + (select count(distinct r.notice_id) from notice_reports r join notices n on n.id = r.notice_id
             where r.resolved_at is null and n.status in ('active', 'hidden'))
        + (select count(*) from comments where is_reported or status = 'pending') as n`,
  );
  return Number(row.n);
}

/** A notice in any status, verified or not (the admin preview). */
export async function findAnyNotice(db: Executor, id: number): Promise<Notice | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row;
}
