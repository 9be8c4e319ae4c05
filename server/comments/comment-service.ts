import type {
  AdminComment,
  AdminCommentQuery,
  CommentInput,
  CommentModeration,
  PublicComment,
  ReportInput,
} from "../../common/comment-schemas";
import { HOUR } from "../clock";
import { addressHash } from "../address-hash";
import type { AppContext } from "../context";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { SYSTEM_ACTOR } from "../audit/audit-actor";
import { notFound } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { toAdminComment, toPublicComment } from "./comment-dto";
import {
  deleteCommentById,
  findAdminComment,
  findAdminComments,
  findApprovedComments,
  findCommentWithNotice,
  findNoticeForComments,
  insertComment,
  insertCommentReport,
  markCommentReported,
  updateCommentStatus,
  type NoticeForComments,
} from "./comment-repository";

type Ctx = Pick<AppContext, "db" | "clock">;

export const COMMENTS_PER_HOUR = 10;
export const REPORTS_PER_HOUR = 10;

const NOTICE_NOT_FOUND = "Notice not found";
const COMMENT_NOT_FOUND = "Comment not found";

/** Comments live only on discussion notices the public can see: active and not past their expiry. */
function isOpenDiscussion(notice: NoticeForComments | undefined, now: Date): notice is NoticeForComments {
  if (!notice || notice.category !== "discussion" || notice.status !== "active") return false;
  return notice.expiresAt === null || notice.expiresAt.getTime() > now.getTime();
}

async function requireOpenDiscussion(ctx: Ctx, noticeId: number): Promise<void> {
  const notice = await findNoticeForComments(ctx.db, noticeId);
  if (!isOpenDiscussion(notice, ctx.clock.now())) throw notFound(NOTICE_NOT_FOUND);
}

export async function listPublicComments(ctx: Ctx, noticeId: number): Promise<PublicComment[]> {
  await requireOpenDiscussion(ctx, noticeId);
  const rows = await findApprovedComments(ctx.db, noticeId);
  return rows.map(toPublicComment);
}

/** A new comment waits for the moderator (`pending`). */
export async function createComment(
  ctx: Ctx,
  noticeId: number,
  input: CommentInput,
  clientAddress: string,
): Promise<PublicComment> {
  await requireRateLimit(
    ctx.db,
    perAddressRule("comment", clientAddress, COMMENTS_PER_HOUR, HOUR),
    ctx.clock,
    "Too many comments. Please try again later.",
  );
  await requireOpenDiscussion(ctx, noticeId);
  const row = await insertComment(ctx.db, { noticeId, ...input, createdAt: ctx.clock.now() });
  return toPublicComment(row);
}

/** Only an approved comment on a visible discussion can be reported; anything else is 404. */
export async function reportComment(
  ctx: Ctx,
  commentId: number,
  input: ReportInput,
  clientAddress: string,
): Promise<PublicComment> {
  await requireRateLimit(
    ctx.db,
    perAddressRule("report", clientAddress, REPORTS_PER_HOUR, HOUR),
    ctx.clock,
    "Too many reports. Please try again later.",
  );
  const now = ctx.clock.now();
  const found = await findCommentWithNotice(ctx.db, commentId);
  if (!found || found.comment.status !== "approved" || !isOpenDiscussion(found.notice, now)) {
    throw notFound(COMMENT_NOT_FOUND);
  }
  const row = await markCommentReported(ctx.db, commentId, input.reason, now);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  // Every report is kept for the review queue; the comment's own column holds only the latest.
  await insertCommentReport(ctx.db, {
    commentId,
    reporterHash: addressHash(clientAddress),
    reason: input.reason,
    createdAt: now,
  });
  return toPublicComment(row);
}

export async function listAdminComments(ctx: Ctx, query: AdminCommentQuery): Promise<AdminComment[]> {
  const status = query.status === "all" ? undefined : query.status;
  const rows = await findAdminComments(ctx.db, { status, reportedOnly: query.reported === "true" });
  return rows.map(toAdminComment);
}

/**
 * Either decision answers the report, so the comment leaves "Show Reported" (the reports themselves stay in
 * comment_reports); rejecting also hides the comment from the public. The audit row keeps how the comment was, so the
 * review queue can undo the decision for 10 seconds.
 */
export async function moderateComment(
  ctx: Ctx,
  commentId: number,
  change: CommentModeration,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<AdminComment> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findAdminComment(tx, commentId);
    if (!current) throw notFound(COMMENT_NOT_FOUND);
    await updateCommentStatus(tx, commentId, { status: change.status, clearReport: true, now });
    const before = {
      status: current.status,
      isReported: current.isReported,
      reportReason: current.reportReason,
    };
    const action = change.status === "approved" ? "comment_approve" : "comment_reject";
    await insertAudit(
      tx,
      actor,
      { action, targetType: "comment", targetId: commentId, details: { before } },
      now,
    );
    const row = await findAdminComment(tx, commentId);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return toAdminComment(row);
  });
}

/** A hard delete, after the Comments tab's "This action cannot be undone." confirmation; the audit row keeps the text. */
export async function deleteComment(
  ctx: Ctx,
  commentId: number,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await findAdminComment(tx, commentId);
    if (!current || !(await deleteCommentById(tx, commentId))) throw notFound(COMMENT_NOT_FOUND);
    const details = {
      noticeId: current.noticeId,
      authorEmail: current.authorEmail,
      content: current.content,
      status: current.status,
    };
    await insertAudit(
      tx,
      actor,
      { action: "comment_delete", targetType: "comment", targetId: commentId, details },
      now,
    );
  });
}
