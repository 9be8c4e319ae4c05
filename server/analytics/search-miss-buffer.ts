import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { insertSearchMisses } from "./analytics-repository";

/** Longest a search that found nothing waits in memory before it is stored. */
export const MISS_FLUSH_MS = 1_000;
/** This many are stored at once rather than at the end of the interval. */
export const MISS_FLUSH_AT = 500;

/**
 * Searches that found nothing, held in memory and stored in one statement every MISS_FLUSH_MS (or at MISS_FLUSH_AT),
 * before the Analytics tab reads them and at app close (issue 39): a search that finds nothing is answered from the
 * list cache like any other, not held up by a write of its own. The same words within one flush are one row with their
 * count: a search repeated thousands of times a second (a script, a reloading page) wrote a row each, which took a
 * fifth of the server's time for a kept answer and filled the table.
 */
export class SearchMissBuffer {
  /** By words: the first time each was missed in this flush, and how often. */
  private pending = new Map<string, { words: string; createdAt: Date; count: number }>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  constructor(
    private readonly db: Db,
    private readonly log: AppContext["log"],
  ) {}

  record(words: string, createdAt: Date): void {
    const known = this.pending.get(words);
    if (known) known.count++;
    else this.pending.set(words, { words, createdAt, count: 1 });
    if (this.pending.size >= MISS_FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), MISS_FLUSH_MS).unref();
  }

  /** Stores every miss recorded before the call. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.store());
    return this.flushing;
  }

  private async store(): Promise<void> {
    const batch = [...this.pending.values()];
    if (!batch.length) return;
    this.pending = new Map();
    try {
      await insertSearchMisses(this.db, batch);
    } catch (err) {
      // Kept for the next try.
      this.log.error({ err, misses: batch.length }, "storing search misses failed; retrying");
      for (const miss of batch) {
        const since = this.pending.get(miss.words);
        this.pending.set(miss.words, since ? { ...miss, count: miss.count + since.count } : miss);
      }
      this.timer ??= setTimeout(() => void this.flush(), MISS_FLUSH_MS).unref();
    }
  }
}

/* One buffer per database, as the list cache: tests and the benchmark run several apps. */
const buffers = new WeakMap<Db, SearchMissBuffer>();

export function searchMissBufferFor(ctx: Pick<AppContext, "db" | "log">): SearchMissBuffer {
  let buffer = buffers.get(ctx.db);
  if (!buffer) {
    buffer = new SearchMissBuffer(ctx.db, ctx.log);
    buffers.set(ctx.db, buffer);
  }
  return buffer;
}
