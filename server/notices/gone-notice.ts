import { DAY } from "../clock";
import type { AppContext } from "../context";
import {
  CLOSED_NOTICE_MESSAGE,
  CLOSED_PAGE_DAYS,
  EXPIRED_NOTICE_MESSAGE,
  EXPIRED_PAGE_DAYS,
  isNoticeOutcome,
} from "../../common/notice-outcomes";
import type { GoneNotice } from "../../common/notice-answer-schemas";
import { AppError } from "../errors";
import type { ListedNotice } from "./notice-list-service";
import { viewPublicNotice } from "./notice-view-service";
import type { Visitor } from "./notice-visitors";
import { findNoticeById } from "./notice-repository";
import { manageStateOf } from "./notice-lifecycle";

/**
 * What a notice's page says once it has left the board: "This notice has expired" (with its title) for 30 days after
 * expiry, or its outcome for 14 days after closing. Null afterwards, and for anything never public: a plain 404.
 */
export async function findGoneNotice(ctx: AppContext, id: number): Promise<GoneNotice | null> {
  const notice = await findNoticeById(ctx.db, id);
  if (!notice) return null;
  const now = ctx.clock.now();
  const state = manageStateOf(notice, now);
  const within = (from: Date | null, days: number) => !!from && now.getTime() < from.getTime() + days * DAY;
  if (state === "expired" && within(notice.expiresAt, EXPIRED_PAGE_DAYS))
    return { message: EXPIRED_NOTICE_MESSAGE, title: notice.title };
  if (state === "closed" && within(notice.closedAt, CLOSED_PAGE_DAYS)) {
    return {
      message: CLOSED_NOTICE_MESSAGE,
      title: notice.title,
      ...(isNoticeOutcome(notice.outcome) ? { outcome: notice.outcome } : {}),
    };
  }
  return null;
}

/** GET /api/notices/:id: the live notice (one more view), or what its page says once gone; otherwise 404 as before. */
export async function viewNoticeOrGone(
  ctx: AppContext,
  rawId: string,
  visitor: Visitor,
): Promise<{ notice: ListedNotice } | { gone: GoneNotice }> {
  try {
    return { notice: await viewPublicNotice(ctx, rawId, visitor) };
  } catch (err) {
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
    const gone =
      err instanceof AppError && err.statusCode === 404 && id > 0 ? await findGoneNotice(ctx, id) : null;
    if (!gone) throw err;
    return { gone };
  }
}
