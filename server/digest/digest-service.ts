import { FREQUENCIES, type Frequency } from "../../common/subscriber-schemas";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { choicesOf, createManageToken } from "../subscribers/subscriber-service";
import { digestMail } from "./digest-mail";
import {
  findDueSubscribers,
  findLiveNoticesApprovedBetween,
  finishRun,
  getOrCreateRun,
  moveDigestCursor,
  recordDelivery,
  setDeliveryMail,
} from "./digest-repository";
import { latestDigestSlot } from "./digest-schedule";
import { selectDigestNotices } from "./digest-selection";

/** Subscribers served per transaction: what a crash can roll back, and how long other work waits on PGlite. */
export const DIGEST_BATCH = 500;

export interface DigestBatchResult {
  queued: number;
  skipped: number;
  /** More subscribers may be due: run another batch at once. */
  more: boolean;
}

/**
 * One batch of the digest run: for the subscribers due at the latest 07:00 slot, the live notices approved since their
 * last digest that match their choice. A mail only when something matches. Each subscriber's delivery row, mail and
 * moved cursor commit together, so a run interrupted between batches resumes with the next subscriber.
 */
export async function runDigestBatch(
  ctx: AppContext,
  tx: Executor,
  batchSize = DIGEST_BATCH,
): Promise<DigestBatchResult> {
  const now = ctx.clock.now();
  for (const frequency of FREQUENCIES) {
    const slotAt = latestDigestSlot(frequency, now);
    const due = await findDueSubscribers(tx, frequency, slotAt, batchSize);
    if (due.length === 0) {
      await finishRun(tx, frequency, slotAt, now);
      continue;
    }
    const result = await serveBatch(ctx, tx, frequency, slotAt, due);
    return { ...result, more: true };
  }
  return { queued: 0, skipped: 0, more: false };
}

type DueSubscriber = Awaited<ReturnType<typeof findDueSubscribers>>[number];

async function serveBatch(
  ctx: AppContext,
  tx: Executor,
  frequency: Frequency,
  slotAt: Date,
  due: DueSubscriber[],
): Promise<Omit<DigestBatchResult, "more">> {
  const now = ctx.clock.now();
  const run = await getOrCreateRun(tx, frequency, slotAt, now);
  const earliest = new Date(Math.min(...due.map((s) => s.cursor.getTime())));
  const candidates = await findLiveNoticesApprovedBetween(tx, earliest, slotAt, now);
  let queued = 0;
  let skipped = 0;
  for (const subscriber of due) {
    const choices = choicesOf(subscriber);
    const chosen = selectDigestNotices(candidates, choices, subscriber.cursor);
    const outcome = chosen.length ? "queued" : "skipped";
    const base = { runId: run.id, subscriberId: subscriber.id, noticeCount: chosen.length, now };
    if (!(await recordDelivery(tx, { ...base, outcome }))) continue;
    if (!chosen.length) {
      skipped += 1;
      continue;
    }
    const manageToken = await createManageToken(tx, subscriber.id, now);
    const mail = digestMail({
      publicUrl: ctx.config.publicUrl,
      to: subscriber.email,
      choices,
      notices: chosen,
      manageToken,
    });
    const mailId = await ctx.mail.enqueue(tx, mail, { priority: "digest" });
    await setDeliveryMail(tx, run.id, subscriber.id, mailId);
    queued += 1;
  }
  await moveDigestCursor(
    tx,
    due.map((s) => s.id),
    slotAt,
  );
  return { queued, skipped };
}
