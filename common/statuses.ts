/**
 * Every value a status-like column may hold. `server/db/schema.ts` types its text columns with these (a TypeScript
 * check only: the database columns stay plain text), so a misspelt status anywhere fails the typecheck.
 */

/**
 * A notice's life: `pending` until a moderator approves (`active`) or rejects it; `hidden` after enough reports until
 * the moderator decides; `expired` when its time runs out; `closed` when its poster marks it sold, found or done.
 */
export const NOTICE_STATUSES = ["pending", "active", "rejected", "expired", "hidden", "closed"] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** A notice's status in words, as the admin badges show it. */
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  pending: "Pending",
  active: "Active",
  rejected: "Rejected",
  expired: "Expired",
  hidden: "Hidden after reports",
  closed: "Closed",
};

export function noticeStatusLabel(status: string): string {
  return (NOTICE_STATUS_LABELS as Record<string, string | undefined>)[status] ?? "Other";
}

/** The statuses a moderator may set by hand in the admin edit form, and filter the admin list by. */
export const ADMIN_NOTICE_STATUSES = [
  "pending",
  "active",
  "rejected",
  "expired",
] as const satisfies readonly NoticeStatus[];
export type AdminNoticeStatus = (typeof ADMIN_NOTICE_STATUSES)[number];

export function isAdminNoticeStatus(status: string | undefined): status is AdminNoticeStatus {
  return (ADMIN_NOTICE_STATUSES as readonly (string | undefined)[]).includes(status);
}

/** The notices whose life is over: nothing will be mailed to their poster again. */
export const ENDED_NOTICE_STATUSES = [
  "expired",
  "rejected",
  "closed",
] as const satisfies readonly NoticeStatus[];

export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The moderator's two decisions on a comment. */
export const COMMENT_DECISIONS = ["approved", "rejected"] as const satisfies readonly CommentStatus[];
export type CommentDecision = (typeof COMMENT_DECISIONS)[number];

/**
 * A featuring payment: `open` at checkout, `paid` once fulfilled; `awaiting_approval` when paid for a notice not yet
 * approved (featuring starts at approval); `amount_mismatch` when the amount paid is not the tier's price (nothing is
 * featured, and the payment waits for a person to look).
 */
export const PAYMENT_STATUSES = ["open", "paid", "awaiting_approval", "amount_mismatch"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a digest run did for one subscriber: a mail queued, or skipped because nothing matched. */
export const DIGEST_DELIVERY_OUTCOMES = ["queued", "skipped"] as const;
export type DigestDeliveryOutcome = (typeof DIGEST_DELIVERY_OUTCOMES)[number];
