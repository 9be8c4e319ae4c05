import { FREQUENCIES, type Frequency } from "../../common/subscriber-choices";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { createVerificationToken } from "../notices/verification-tokens";
import { insertSubscriberTokens } from "../subscribers/subscriber-repository";
import { choicesOf } from "../subscribers/subscriber-service";
import { digestMail } from "./digest-mail";
import {
  findDueSubscribers,
  findLiveNoticesApprovedBetween,
  finishRun,
  getOrCreateRun,
  recordDeliveries,
  setDeliveryMails,
} from "./digest-repository";
import { moveDigestCursor } from "../subscribers/subscriber-repository";
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
 * last digest that match their choice. A mail only when something matches. The batch's delivery rows, tokens, mails
 * and moved cursors commit together (a few statements, not a few per subscriber), so a run interrupted between
 * batches resumes with the next subscriber and one interrupted within a batch redoes that batch.
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
  const planned = due.map((subscriber) => {
    const choices = choicesOf(subscriber);
    return { subscriber, choices, chosen: selectDigestNotices(candidates, choices, subscriber.cursor) };
  });
  const recorded = await recordDeliveries(
    tx,
    run.id,
    planned.map(({ subscriber, chosen }) => ({
      subscriberId: subscriber.id,
      outcome: chosen.length ? "queued" : "skipped",
      noticeCount: chosen.length,
    })),
    now,
  );
  const toSend = planned.filter((p) => p.chosen.length && recorded.has(p.subscriber.id));
  const tokens = toSend.map(() => createVerificationToken());
  await insertSubscriberTokens(
    tx,
    toSend.map((p, i) => ({
      subscriberId: p.subscriber.id,
      purpose: "manage",
      tokenHash: tokens[i].tokenHash,
    })),
    now,
  );
  const mails = toSend.map(({ subscriber, choices, chosen }, i) =>
    digestMail({
      publicUrl: ctx.config.publicUrl,
      to: subscriber.email,
      choices,
      notices: chosen,
      manageToken: tokens[i].token,
    }),
  );
  const mailIds = await ctx.mail.enqueueMany(tx, mails, { priority: "digest" });
  await setDeliveryMails(
    tx,
    run.id,
    toSend.map((p, i) => ({ subscriberId: p.subscriber.id, mailId: mailIds[i] })),
  );
  await moveDigestCursor(
    tx,
    due.map((s) => s.id),
    slotAt,
  );
  return { queued: toSend.length, skipped: planned.filter((p) => !p.chosen.length).length };
}
