import type { Logger } from "pino";
import type { Clock } from "../clock";
import { DAY, HOUR } from "../clock";
import type { Db, Executor } from "../db/client";
import {
  claimDueMails,
  deleteUnsentMail,
  insertMails,
  listClaimers,
  markMailsSent,
  recordSendFailure,
  releaseClaims,
  type OutboxRow,
} from "./mail-outbox-repository";
import { isGoneClaimer, thisClaimer } from "./outbox-claimer";
import { SMTP_POOL_SIZE, type MailMessage, type MailTransport } from "./mail-transport";

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = HOUR;
const GIVE_UP_AFTER_MS = DAY;
const CLAIM_LEASE_MS = 5 * 60_000;
/** A claim this old from a process that is gone is taken back at start: a batch never takes this long to send. */
export const ABANDONED_CLAIM_MS = 60_000;
const BATCH = 10;
/** Claims taken and sent at once, each its own batch (SKIP LOCKED keeps them apart), over the pooled SMTP connections. */
const LANES = SMTP_POOL_SIZE;

/** Lower goes first: someone is waiting for an activation, contact or receipt mail; a digest can wait. */
export const MAIL_PRIORITY = { transactional: 0, digest: 1 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITY;

export interface EnqueueOptions {
  /** Default `transactional`. */
  priority?: MailPriority;
  /** Not sent before this moment. */
  sendAfter?: Date;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Mail that always arrives: every mail is first a row in `mail_outbox`, written in the same transaction as what caused
 * it, then sent by `deliverDue`, which retries with backoff (30 s doubling to 1 h) for a day and records the last error.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private followUp: Promise<number> | undefined;
  private stopped = false;
  private paused = false;
  private readonly claimer = thisClaimer();

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /**
   * Queues a mail and answers its row id (for `cancelHeld`). Pass the transaction that makes what it announces; call
   * `kick()` after it commits. `sendAfter` holds it: an undoable moderation action's mail waits out the undo window.
   */
  async enqueue(executor: Executor, message: MailMessage, options: EnqueueOptions = {}): Promise<number> {
    const [id] = await this.enqueueMany(executor, [message], options);
    return id;
  }

  /** Queues many mails in one statement (a batch of digests); answers their ids in the same order. */
  async enqueueMany(
    executor: Executor,
    messages: MailMessage[],
    options: EnqueueOptions = {},
  ): Promise<number[]> {
    if (!messages.length) return [];
    const now = this.clock.now();
    return insertMails(
      executor,
      messages.map((message) => ({
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        headers: message.headers ?? null,
        fromName: message.fromName ?? null,
        priority: MAIL_PRIORITY[options.priority ?? "transactional"],
        nextAttemptAt: options.sendAfter ?? now,
        createdAt: now,
      })),
    );
  }

  /** Drops a queued mail that has not been sent (an undone action's); answers whether it was still waiting. */
  async cancelHeld(executor: Executor, id: number): Promise<boolean> {
    return deleteUnsentMail(executor, id);
  }

  /**
   * Sends nothing from now on (a restored copy, backups/quiet-copy.ts): mail is still queued, kept for when the copy
   * goes live.
   */
  pause(): void {
    this.paused = true;
  }

  /** Delivers soon, without waiting for the next poll. */
  kick(): void {
    if (this.stopped || this.paused) return;
    setImmediate(
      () => void this.deliverDue().catch((err) => this.log.error({ err }, "mail delivery failed")),
    );
  }

  /**
   * Sends every mail due now; answers how many were sent. A call during a run waits for it and then runs once more
   * (calls that arrive meanwhile share that one follow-up), so mail that fell due after the running claim began —
   * a held mail whose hour came, a post committed a moment ago — is never left for the next poll.
   */
  deliverDue(): Promise<number> {
    if (this.paused) return Promise.resolve(0);
    if (!this.running) {
      this.running = this.runOnce().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    // The answer counts what the run under way sent too: a caller asking "send what is due" gets its mail counted
    // whichever of the two runs carried it.
    this.followUp ??= this.running
      .catch(() => 0)
      .then(async (first) => {
        this.followUp = undefined;
        return first + (await this.deliverDue());
      });
    return this.followUp;
  }

  private async runOnce(): Promise<number> {
    const lanes = await Promise.all(Array.from({ length: LANES }, () => this.drainLane()));
    return lanes.reduce((sum, sent) => sum + sent, 0);
  }

  /** Claims and sends batches until none is left; each claim picks the most urgent mail due at that moment. */
  private async drainLane(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      const delivered: number[] = [];
      for (const row of batch) {
        if (await this.sendOne(row)) delivered.push(row.id);
      }
      // One write per batch, not per mail: a crash before it resends at most this batch once its lease runs out,
      // the same at-least-once promise as a crash between sending one mail and recording it.
      await markMailsSent(this.db, delivered, this.clock.now());
      sent += delivered.length;
      if (batch.length < BATCH) return sent;
    }
  }

  /** Takes due rows by pushing their next attempt out by a lease, so a second server does not send them too. */
  private async claim(): Promise<OutboxRow[]> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    const claimed = await claimDueMails(this.db, now, leaseUntil, BATCH, this.claimer);
    // RETURNING keeps no order: the urgent mail of the batch goes first.
    return claimed.sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  private async sendOne(row: OutboxRow): Promise<boolean> {
    try {
      await this.transport.send({
        to: row.to,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        replyTo: row.replyTo,
        headers: row.headers,
        fromName: row.fromName,
      });
      return true;
    } catch (err) {
      const now = this.clock.now();
      const error = err instanceof Error ? err.message : String(err);
      const givingUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      await recordSendFailure(this.db, row.id, {
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        failedAt: givingUp ? now : null,
      });
      this.log.warn({ mailId: row.id, attempts: row.attempts, error, givingUp }, "mail not sent; will retry");
      return false;
    }
  }

  /**
   * After a crash (`kill -9`), the mail the killed process had claimed would wait out its 5-minute lease: a claim
   * older than a minute from a process of this machine that is gone is due again now. Answers how many mails.
   */
  async reclaimAbandoned(): Promise<number> {
    const now = this.clock.now();
    // Claimed at least ABANDONED_CLAIM_MS ago: its lease ends within CLAIM_LEASE_MS - ABANDONED_CLAIM_MS from now.
    const leaseUntilBefore = new Date(now.getTime() + CLAIM_LEASE_MS - ABANDONED_CLAIM_MS);
    const gone = (await listClaimers(this.db, now, leaseUntilBefore)).filter(isGoneClaimer);
    const taken = await releaseClaims(this.db, gone, now, leaseUntilBefore);
    if (taken)
      this.log.info({ mails: taken, claimers: gone }, "mail claimed by a stopped process taken back");
    return taken;
  }

  /** Takes back what a crashed process had claimed, then polls for due mail every `intervalMs` until `stop()`. */
  start(intervalMs = 5_000): void {
    this.stopped = false;
    const reclaimed = this.reclaimAbandoned().catch((err) =>
      this.log.error({ err }, "could not take back mail claimed by a stopped process"),
    );
    const tick = () => {
      void this.deliverDue()
        .catch((err) => this.log.error({ err }, "mail delivery failed"))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    void reclaimed.then(() => {
      if (!this.stopped) this.timer = setTimeout(tick, 0);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => {});
    this.transport.close?.();
  }
}
