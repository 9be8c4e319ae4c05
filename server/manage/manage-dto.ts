import type { Notice, NoticeEdit } from "../db/schema";
import { toPublicNotice } from "../notices/notice-dto";
import { isNoticeOutcome } from "../../common/notice-outcomes";
import { isRejectionReason } from "../../common/rejection-reasons";
import type { ManagedNotice } from "../../common/manage-schemas";
import { allowedActions, renewOpensAt } from "./manage-rules";
import { manageStateOf } from "../notices/notice-lifecycle";
import { toPendingEdit } from "./notice-edit-rules";

/** What the poster's manage page shows: the public notice, their address, where it stands and what they can do. */
export function toManagedNotice(notice: Notice, now: Date, edit?: NoticeEdit): ManagedNotice {
  return {
    ...toPublicNotice(notice),
    contactEmail: notice.contactEmail,
    state: manageStateOf(notice, now),
    outcome: isNoticeOutcome(notice.outcome) ? notice.outcome : null,
    closedAt: notice.closedAt ? notice.closedAt.toISOString() : null,
    rejectionReason: isRejectionReason(notice.rejectionReason) ? notice.rejectionReason : null,
    rejectionNote: notice.rejectionNote,
    actions: allowedActions(notice, now),
    renewOpensAt: renewOpensAt(notice, now)?.toISOString() ?? null,
    pendingEdit: toPendingEdit(notice, edit),
  };
}
