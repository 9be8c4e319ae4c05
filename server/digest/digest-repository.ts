import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Frequency } from "../../common/subscriber-choices";
import type { Executor } from "../db/client";
import { digestDeliveries, digestRuns, emailSubscribers, mailOutbox, notices } from "../db/schema";
import type { DigestNotice } from "./digest-selection";

export type DigestRun = typeof digestRuns.$inferSelect;
import type { DigestDeliveryOutcome } from "../../common/statuses";

/** The run of this slot, made by the first batch that needs it. */
export async function getOrCreateRun(
  db: Executor,
  frequency: Frequency,
  slotAt: Date,
  now: Date,
): Promise<DigestRun> {
  await db.insert(digestRuns).values({ frequency, slotAt, startedAt: now }).onConflictDoNothing();
  const [run] = await db
    .select()
    .from(digestRuns)
    .where(and(eq(digestRuns.frequency, frequency), eq(digestRuns.slotAt, slotAt)));
  return run;
}

export async function finishRun(db: Executor, frequency: Frequency, slotAt: Date, now: Date): Promise<void> {
  await db
    .update(digestRuns)
    .set({ finishedAt: now })
    .where(
      and(eq(digestRuns.frequency, frequency), eq(digestRuns.slotAt, slotAt), isNull(digestRuns.finishedAt)),
    );
}

/** Confirmed subscribers of this frequency not yet served for `slotAt`, locked (another server skips them). */
export async function findDueSubscribers(db: Executor, frequency: Frequency, slotAt: Date, limit: number) {
  return db
    .select({
      id: emailSubscribers.id,
      email: emailSubscribers.email,
      locations: emailSubscribers.locations,
      categories: emailSubscribers.categories,
      frequency: emailSubscribers.frequency,
      cursor: sql<Date>`coalesce(${emailSubscribers.digestCursor}, ${emailSubscribers.confirmedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(emailSubscribers)
    .where(
      and(
        eq(emailSubscribers.isActive, true),
        isNotNull(emailSubscribers.confirmedAt),
        eq(emailSubscribers.frequency, frequency),
        sql`coalesce(${emailSubscribers.digestCursor}, ${emailSubscribers.confirmedAt}) < ${slotAt}`,
      ),
    )
    .orderBy(asc(emailSubscribers.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Live notices approved in (from, until]: the candidates of one batch of digests. */
export async function findLiveNoticesApprovedBetween(
  db: Executor,
  from: Date,
  until: Date,
  now: Date,
): Promise<DigestNotice[]> {
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      description: notices.description,
      category: notices.category,
      location: notices.location,
      price: notices.price,
      imageUrl: notices.imageUrl,
      eventDate: notices.eventDate,
      eventVenue: notices.eventVenue,
      approvedAt: notices.approvedAt,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .where(
      and(
        eq(notices.status, "active"),
        gt(notices.approvedAt, from),
        lte(notices.approvedAt, until),
        or(isNull(notices.expiresAt), gt(notices.expiresAt, now)),
      ),
    )
    .orderBy(desc(notices.approvedAt))
    .limit(5000);
  return rows.map((r) => ({ ...r, approvedAt: r.approvedAt ?? until }));
}

export interface DeliveryRecord {
  subscriberId: number;
  outcome: DigestDeliveryOutcome;
  noticeCount: number;
}

/**
 * Records what the run did for each subscriber; answers the ids newly recorded. One already recorded is left out, so
 * a resumed run never sends it a second copy.
 */
export async function recordDeliveries(
  db: Executor,
  runId: number,
  records: DeliveryRecord[],
  now: Date,
): Promise<Set<number>> {
  if (!records.length) return new Set();
  const rows = await db
    .insert(digestDeliveries)
    .values(records.map((r) => ({ ...r, runId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ subscriberId: digestDeliveries.subscriberId });
  return new Set(rows.map((r) => r.subscriberId));
}

/** Links each delivery to its outbox row (for the dashboard's sent and failed counts). */
export async function setDeliveryMails(
  db: Executor,
  runId: number,
  mails: { subscriberId: number; mailId: number }[],
): Promise<void> {
  if (!mails.length) return;
  const values = sql.join(
    mails.map((m) => sql`(${m.subscriberId}::int, ${m.mailId}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update digest_deliveries d set mail_id = v.mail_id
    from (values ${values}) as v(subscriber_id, mail_id)
    where d.run_id = ${runId} and d.subscriber_id = v.subscriber_id`);
}

/** The latest run and what became of its mails: sent, skipped (nothing matched), failed (given up), waiting. */
export async function findLastRunSummary(db: Executor) {
  const [run] = await db
    .select()
    .from(digestRuns)
    .orderBy(desc(digestRuns.startedAt), desc(digestRuns.id))
    .limit(1);
  if (!run) return null;
  const [counts] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is not null)::int`,
      skipped: sql<number>`count(*) filter (where ${digestDeliveries.outcome} = 'skipped')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.failedAt} is not null)::int`,
      waiting: sql<number>`count(*) filter (where ${digestDeliveries.outcome} = 'queued' and ${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null)::int`,
    })
    .from(digestDeliveries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, digestDeliveries.mailId))
    .where(eq(digestDeliveries.runId, run.id));
  return { run, ...counts };
}
