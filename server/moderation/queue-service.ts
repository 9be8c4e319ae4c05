import type { AppContext } from "../context";
import { notFound } from "../errors";
import { toAdminNotice } from "../notices/notice-dto";
import type { PosterHistory, QueueItem, QueuePage, QueueReport, Signal } from "../../common/queue-schemas";
import {
  countQueue,
  findAnyNotice,
  findPendingPage,
  findPosterHistories,
  findQueueComments,
  findReportedNotices,
  type NoticeWithSignals,
  type PosterHistoryRow,
  type ReportedCommentRow,
} from "./queue-repository";
import type { Notice, NoticeEdit } from "../db/schema";
import { editChanges } from "../../common/notice-edit-diff";
import { editedFields } from "../manage/notice-edit-rules";
import { riskOf } from "../signals/text-signals";
import { findCommentReports, findOpenNoticeReports, type ReportRow } from "./report-repository";

export const QUEUE_PAGE_SIZE = 50;
/** An open report weighs more than any one posting signal: reported items come first. */
const RISK_PER_REPORT = 10;

const NO_HISTORY: PosterHistory = { posted: 0, approved: 0, rejected: 0, firstSeen: null };

function reportsOf(rows: ReportRow[], id: number): QueueReport[] {
  return rows
    .filter((r) => r.targetId === id)
    .map((r) => ({ reason: r.reason, details: r.details, createdAt: r.createdAt.toISOString() }));
}

/**
 * Signals were computed at posting; "New poster" no longer holds once the address has a notice approved (this one
 * included, for an edit of a live notice), so it is dropped, with its weight, from what the queue shows.
 */
function currentSignals(row: NoticeWithSignals, history: PosterHistoryRow | undefined) {
  const stored = (row.signals as Signal[] | null) ?? [];
  const isKnown = (history?.approved ?? 0) > 0;
  const signals = isKnown ? stored.filter((s) => s.kind !== "new_poster") : stored;
  return { signals, risk: Math.max(0, (row.risk ?? 0) - (riskOf(stored) - riskOf(signals))) };
}

const editedFieldsWithFlag = (notice: Notice, edit: NoticeEdit) => ({
  ...editedFields(notice, edit),
  imageChanged: edit.imageChanged,
});

/**
 * One page of the review queue: on the first page the reported notices and comments (most reported first), then
 * pending notices oldest first, each with its signals and the poster's history. The cursor is the last pending id.
 */
export async function getQueuePage(ctx: AppContext, cursor: number): Promise<QueuePage> {
  const isFirst = cursor === 0;
  const pending = await findPendingPage(ctx.db, cursor, QUEUE_PAGE_SIZE);
  const hasMore = pending.length > QUEUE_PAGE_SIZE;
  const pendingPage = pending.slice(0, QUEUE_PAGE_SIZE);
  const reported = isFirst ? await findReportedNotices(ctx.db, QUEUE_PAGE_SIZE) : [];
  const queueComments = isFirst ? await findQueueComments(ctx.db, QUEUE_PAGE_SIZE) : [];
  const reportedComments = queueComments.filter((c) => c.isReported);
  const pendingComments = queueComments.filter((c) => !c.isReported);

  const all = [...reported, ...pendingPage];
  const histories = await findPosterHistories(ctx.db, [...new Set(all.map((r) => r.notice.contactEmail))]);
  const noticeReports = await findOpenNoticeReports(
    ctx.db,
    reported.map((r) => r.notice.id),
  );
  const commentReports = await findCommentReports(
    ctx.db,
    reportedComments.map((c) => c.id),
  );

  const noticeItem = (row: NoticeWithSignals, reason: "pending" | "reported"): QueueItem => {
    const history = histories.find((h) => h.email === row.notice.contactEmail);
    const reports = reportsOf(noticeReports, row.notice.id);
    const edit = row.edit && row.notice.status === "active" ? row.edit : null;
    const { signals, risk } = currentSignals(row, history);
    return {
      kind: "notice",
      reason: edit ? "edited" : reason,
      notice: toAdminNotice(row.notice),
      signals,
      risk: risk + reports.length * RISK_PER_REPORT,
      poster: history ? { ...history, firstSeen: history.firstSeen?.toISOString() ?? null } : NO_HISTORY,
      reports,
      edit: edit
        ? {
            submittedAt: edit.createdAt.toISOString(),
            changes: editChanges(row.notice, editedFieldsWithFlag(row.notice, edit)),
          }
        : null,
    };
  };
  const commentItem = (c: ReportedCommentRow): QueueItem => ({
    kind: "comment",
    reason: c.isReported ? "reported" : "pending",
    comment: {
      id: c.id,
      authorName: c.authorName,
      authorEmail: c.authorEmail,
      content: c.content,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      noticeId: c.noticeId,
      noticeTitle: c.noticeTitle,
    },
    risk: Math.max(1, c.reportCount) * RISK_PER_REPORT,
    reports: reportsOf(commentReports, c.id),
  });
  const reportedItems = [
    ...reported.map((r) => noticeItem(r, "reported")),
    ...reportedComments.map(commentItem),
  ].sort((a, b) => b.risk - a.risk);
  // A reported live notice whose poster has also edited it is shown once, as reported: its edit waits its turn.
  const reportedIds = new Set(reported.map((r) => r.notice.id));
  const pendingItems = pendingPage.filter((r) => !reportedIds.has(r.notice.id));
  return {
    // New comments come after the reports and before pending notices: each is one keypress to approve.
    items: [
      ...reportedItems,
      ...pendingComments.map(commentItem),
      ...pendingItems.map((r) => noticeItem(r, "pending")),
    ],
    total: await countQueue(ctx.db),
    nextCursor: hasMore ? String(pendingPage[pendingPage.length - 1].notice.id) : null,
  };
}

/** The admin preview: any notice in any status, even before it was verified. */
export async function getNoticePreview(ctx: AppContext, id: number) {
  const notice = await findAnyNotice(ctx.db, id);
  if (!notice) throw notFound("Notice not found");
  return toAdminNotice(notice);
}
