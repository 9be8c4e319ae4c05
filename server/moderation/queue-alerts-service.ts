import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from "../../common/queue-alert-schemas";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { latestLondonTime } from "../notices/notice-lifecycle";
import { dailySummaryMail, waitingAlertMail } from "./queue-alerts-mail";
import {
  findAlertPreferences,
  findPeopleForSummary,
  findPeopleForWaitingAlert,
  findWaitingNotices,
  markAlertSent,
  markSummaryServed,
  upsertAlertPreferences,
  findAccountEmail,
  type AlertPreferencesRow,
} from "./queue-alerts-repository";

/** The daily summary goes out at 08:00 London, an hour after the newsletter digests. */
export const SUMMARY_HOUR = 8;
/** Never more than one alert an hour per person. */
export const ALERT_INTERVAL_MS = HOUR;
/** The notices a mail names (the oldest); the rest are counted. */
export const MAIL_NOTICES = 10;

function toAnswer(row: AlertPreferencesRow | null): AlertPreferences {
  if (!row) return DEFAULT_ALERT_PREFERENCES;
  return {
    mode: row.mode,
    email: row.email ?? "",
    waitHours: row.waitHours,
    towns: row.towns as AlertPreferences["towns"],
    categories: row.categories as AlertPreferences["categories"],
  };
}

/** The person's choice; until they name an address, the one they were invited with. */
export async function getAlertPreferences(ctx: AppContext, adminId: number): Promise<AlertPreferences> {
  const [row, accountEmail] = await Promise.all([
    findAlertPreferences(ctx.db, adminId),
    findAccountEmail(ctx.db, adminId),
  ]);
  const answer = toAnswer(row);
  return answer.email || !accountEmail ? answer : { ...answer, email: accountEmail };
}

/** Saves the signed-in person's choice. A newly chosen daily summary starts at the next 08:00, not at once. */
export async function saveAlertPreferences(
  ctx: AppContext,
  adminId: number,
  choice: AlertPreferences,
): Promise<AlertPreferences> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findAlertPreferences(tx, adminId);
    const startsSummary = choice.mode === "daily" && before?.mode !== "daily";
    return toAnswer(await upsertAlertPreferences(tx, adminId, choice, now, startsSummary ? now : undefined));
  });
}

export interface QueueAlertsResult {
  alerts: number;
  summaries: number;
}

/**
 * Alerts: a person whose last alert is an hour old or more (or who has had none) is mailed when a notice in their
 * scope has waited past their limit and at least one of those passed it after their last alert, so the same notices
 * never raise a second alert.
 */
async function sendWaitingAlerts(ctx: AppContext, tx: Executor, now: Date): Promise<number> {
  let sent = 0;
  for (const person of await findPeopleForWaitingAlert(tx, new Date(now.getTime() - ALERT_INTERVAL_MS))) {
    const limitMs = person.waitHours * HOUR;
    const waiting = await findWaitingNotices(tx, person, new Date(now.getTime() - limitMs), MAIL_NOTICES);
    if (!waiting.newestVerifiedAt) continue;
    const passedLimitAt = waiting.newestVerifiedAt.getTime() + limitMs;
    if (person.lastAlertAt && passedLimitAt <= person.lastAlertAt.getTime()) continue;
    await ctx.mail.enqueue(tx, waitingAlertMail(ctx.config.publicUrl, person, waiting, now));
    await markAlertSent(tx, person.adminId, now);
    sent++;
  }
  return sent;
}

/** Summaries: each person not yet served today's 08:00 gets one when something in their scope waits. */
async function sendDailySummaries(ctx: AppContext, tx: Executor, now: Date): Promise<number> {
  const slot = latestLondonTime(SUMMARY_HOUR, 0, now);
  const people = await findPeopleForSummary(tx, slot);
  let sent = 0;
  for (const person of people) {
    const waiting = await findWaitingNotices(tx, person, now, MAIL_NOTICES);
    if (!waiting.total) continue;
    await ctx.mail.enqueue(tx, dailySummaryMail(ctx.config.publicUrl, person, waiting, now));
    sent++;
  }
  await markSummaryServed(
    tx,
    people.map((p) => p.adminId),
    slot,
  );
  return sent;
}

/** One run of the queue-alerts job, in its locked transaction. */
export async function runQueueAlerts(ctx: AppContext, tx: Executor): Promise<QueueAlertsResult> {
  const now = ctx.clock.now();
  return { alerts: await sendWaitingAlerts(ctx, tx, now), summaries: await sendDailySummaries(ctx, tx, now) };
}
