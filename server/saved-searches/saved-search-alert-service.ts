import { LIMITS } from "../../common/limits";
import { ALERT_FREQUENCIES, type AlertFrequency } from "../../common/saved-search-schemas";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Db, Executor } from "../db/client";
import { findLiveNoticesApprovedBetween } from "../digest/digest-repository";
import { latestDigestSlot } from "../digest/digest-schedule";
import type { DigestNotice } from "../digest/digest-selection";
import { listPublicNotices, parseNoticeListQuery } from "../notices/notice-list-service";
import { createManageToken } from "../subscribers/subscriber-service";
import { findSubscriberById } from "../subscribers/subscriber-repository";
import { alertMail } from "./saved-search-mail";
import {
  findDueSavedSearches,
  findSentNoticeIds,
  moveAlertCursor,
  recordSentNotices,
} from "./saved-search-repository";

/** Alerts served per transaction. */
export const ALERT_BATCH = 100;
/** The list pages (of 100, newest first) read to match one alert's new notices: a thousand matches at most. */
const MATCH_PAGES = 10;

/** The latest time an alert is mailed at or before `now`: each o'clock (hourly), or the daily digest's 07:00. */
export function latestAlertSlot(frequency: AlertFrequency, now: Date): Date {
  if (frequency === "daily") return latestDigestSlot("daily", now);
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR);
}

type DueAlert = Awaited<ReturnType<typeof findDueSavedSearches>>[number];

/**
 * Which of `fresh` the alert's search finds, asked exactly as GET /api/notices?search= asks it (the same parsing of
 * the words, towns and categories, the same matching): its matches newest first, read until they are older than the
 * oldest fresh notice.
 */
async function findMatchingIds(
  ctx: AppContext,
  alert: DueAlert,
  fresh: DigestNotice[],
): Promise<Set<number>> {
  const wanted = new Set(fresh.map((n) => n.id));
  const oldest = Math.min(...fresh.map((n) => n.createdAt.getTime()));
  const found = new Set<number>();
  for (let page = 1; page <= MATCH_PAGES; page++) {
    const query = parseNoticeListQuery({
      search: alert.search,
      location: alert.location ?? undefined,
      within: alert.within ? String(alert.within) : undefined,
      category: alert.category ?? undefined,
      sort: "newest",
      limit: String(LIMITS.listLimitMax),
      page: String(page),
    });
    // Its rows and pages are read: no nearby list, no did-you-mean (the mail shows neither).
    const answer = await listPublicNotices(ctx, query, { extras: false });
    for (const notice of answer.data) if (wanted.has(notice.id)) found.add(notice.id);
    const last = answer.data.at(-1);
    if (found.size === wanted.size || !last || new Date(last.createdAt).getTime() < oldest) break;
    if (page >= answer.pagination.totalPages) break;
  }
  return found;
}

/**
 * Mails each due alert the live notices approved since it last looked that its search finds and it has never sent
 * (newest first, at most a digest's worth), one mail per alert so its one-click link stops that alert only; then
 * moves its cursor to the slot. The list queries run in the batch's transaction (PGlite has one connection).
 */
async function serveAlerts(ctx: AppContext, tx: Executor, slotAt: Date, due: DueAlert[]): Promise<number> {
  const now = ctx.clock.now();
  const scoped: AppContext = { ...ctx, db: tx as Db };
  const earliest = new Date(Math.min(...due.map((a) => a.cursor.getTime())));
  const candidates = await findLiveNoticesApprovedBetween(tx, earliest, slotAt, now);
  let queued = 0;
  for (const alert of due) {
    const fresh = candidates.filter((n) => n.approvedAt > alert.cursor);
    if (!fresh.length) continue;
    const matched = await findMatchingIds(scoped, alert, fresh);
    const sent = await findSentNoticeIds(tx, alert.id, [...matched]);
    const chosen = fresh
      .filter((n) => matched.has(n.id) && !sent.has(n.id))
      .slice(0, LIMITS.digestMaxNotices);
    if (!chosen.length) continue;
    await recordSentNotices(
      tx,
      alert.id,
      chosen.map((n) => n.id),
      now,
    );
    const subscriber = await findSubscriberById(tx, alert.subscriberId);
    const manageToken = await createManageToken(tx, alert.subscriberId, now);
    const mail = alertMail({
      publicUrl: ctx.config.publicUrl,
      to: subscriber.email,
      savedSearchId: alert.id,
      choice: { ...alert, frequency: alert.frequency as AlertFrequency },
      notices: chosen,
      manageToken,
    });
    await ctx.mail.enqueue(tx, mail, { priority: "digest" });
    queued++;
  }
  await moveAlertCursor(
    tx,
    due.map((a) => a.id),
    slotAt,
  );
  return queued;
}

export interface AlertBatchResult {
  queued: number;
  /** More alerts may be due: run another batch at once. */
  more: boolean;
}

/** One batch of alerts due at their latest slot (hourly ones first), in one transaction. */
export async function runAlertBatch(
  ctx: AppContext,
  tx: Executor,
  batchSize = ALERT_BATCH,
): Promise<AlertBatchResult> {
  const now = ctx.clock.now();
  for (const frequency of ALERT_FREQUENCIES) {
    const slotAt = latestAlertSlot(frequency, now);
    const due = await findDueSavedSearches(tx, frequency, slotAt, batchSize);
    if (!due.length) continue;
    return { queued: await serveAlerts(ctx, tx, slotAt, due), more: true };
  }
  return { queued: 0, more: false };
}
