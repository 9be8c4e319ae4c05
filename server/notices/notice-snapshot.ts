import type { NewNotice, Notice } from "../db/schema";
import type { NoticeStatus } from "../../common/statuses";
import type { RejectionReason } from "../../common/rejection-reasons";

/** What a queue action on a notice changes, kept in its audit row so undo can put it back. */
export interface NoticeSnapshot {
  status: NoticeStatus;
  approvedAt: string | null;
  expiresAt: string | null;
  isFeatured: boolean;
  featuredUntil: string | null;
  featureDuration: number;
  /** Absent from rows written before they were kept. */
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);

export function noticeSnapshot(n: Notice): NoticeSnapshot {
  return {
    status: n.status,
    approvedAt: iso(n.approvedAt),
    expiresAt: iso(n.expiresAt),
    isFeatured: n.isFeatured,
    featuredUntil: iso(n.featuredUntil),
    featureDuration: n.featureDuration,
    rejectionReason: n.rejectionReason,
    rejectionNote: n.rejectionNote,
  };
}

/** The notice columns a snapshot puts back. */
export function restoredNotice(snapshot: NoticeSnapshot, now: Date): Partial<NewNotice> {
  return {
    status: snapshot.status,
    approvedAt: date(snapshot.approvedAt),
    expiresAt: date(snapshot.expiresAt),
    isFeatured: snapshot.isFeatured,
    featuredUntil: date(snapshot.featuredUntil),
    featureDuration: snapshot.featureDuration,
    rejectionReason: snapshot.rejectionReason,
    rejectionNote: snapshot.rejectionNote,
    updatedAt: now,
  };
}
