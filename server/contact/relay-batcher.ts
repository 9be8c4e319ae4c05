import type { AppContext } from "../context";
import { replyByMail, type MailedReply } from "./conversation-service";

/** The most mailed replies stored in one transaction. */
export const RELAY_BATCH_MAX = 50;
/** Relayed mails wait at most this long for the mail worker's kick (its own poll is every 5 s). */
export const RELAY_KICK_DELAY_MS = 250;

interface Waiting {
  reply: MailedReply;
  resolve(delivered: boolean): void;
  reject(err: unknown): void;
}

/**
 * Group commit for the inbound listener: replies that arrive while a batch is being stored wait for the next one, so
 * under load each transaction carries many (one commit, one read of the screen's lists and of what it knows about
 * the senders, one insert) and when quiet a reply is stored alone at once; the mail worker is kicked at most every
 * RELAY_KICK_DELAY_MS. Each caller's promise settles only once its reply is committed, so
 * the listener's 250 still means "stored": a crash loses nothing that was acknowledged. A batch that fails is retried
 * one reply at a time, so one bad reply cannot refuse the others.
 */
export class RelayBatcher {
  private waiting: Waiting[] = [];
  private draining: Promise<void> | undefined;
  private kickTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly max = RELAY_BATCH_MAX,
  ) {}

  /** Relays one reply; answers false when its conversation has ended. */
  relay(reply: MailedReply): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ reply, resolve, reject });
      this.draining ??= this.drain().finally(() => {
        this.draining = undefined;
      });
    });
  }

  /** Resolves once everything handed in so far is stored (or refused), and kicks the mail worker for it. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
    if (this.kickTimer) {
      clearTimeout(this.kickTimer);
      this.kickTimer = undefined;
      this.ctx.mail.kick();
    }
  }

  /**
   * One kick of the mail worker for the batches stored within RELAY_KICK_DELAY_MS: each kick costs the worker a claim
   * per lane, and under load batches end many times a second.
   */
  private kickSoon(): void {
    this.kickTimer ??= setTimeout(() => {
      this.kickTimer = undefined;
      this.ctx.mail.kick();
    }, RELAY_KICK_DELAY_MS);
  }

  private async drain(): Promise<void> {
    // Let the replies already on their way (other connections' DATA ending in this turn) join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await this.storeWaiting();
    } finally {
      this.kickSoon();
    }
  }

  private async storeWaiting(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, this.max);
      try {
        const answers = await replyByMail(
          this.ctx,
          batch.map((w) => w.reply),
        );
        batch.forEach((w, i) => w.resolve(answers[i]));
      } catch (err) {
        if (batch.length === 1) {
          batch[0].reject(err);
          continue;
        }
        this.ctx.log.warn({ err, replies: batch.length }, "inbound mail: batch failed, storing one by one");
        for (const one of batch)
          await replyByMail(this.ctx, [one.reply]).then(
            ([delivered]) => one.resolve(delivered),
            (oneErr: unknown) => one.reject(oneErr),
          );
      }
    }
  }
}
