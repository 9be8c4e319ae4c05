import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { keptNoticeKey, listCacheFor } from "./notice-list-cache";
import type { TodaysVisitor } from "./notice-visitors";
import { addNoticeViews, hasVisitorView, type VisitorView } from "./notice-view-repository";

/** Longest a view waits in memory before it is stored (docs/decisions/0009-retention-and-view-counting.md). */
export const VIEW_FLUSH_MS = 1_000;
/** A batch this big (visitor views or notices) is stored at once rather than at the end of the interval. */
export const VIEW_FLUSH_AT = 1_000;

interface Batch {
  /** Today's visitors' first views, by `day|notice|hash`. */
  visits: Map<string, VisitorView>;
  /** Views from visitors not told apart (loopback): every one counts. */
  uncounted: Map<number, number>;
  /** Both together, per notice: what the notice's answer adds to its stored count. */
  perNotice: Map<number, number>;
}

const emptyBatch = (): Batch => ({ visits: new Map(), uncounted: new Map(), perNotice: new Map() });

/**
 * Views counted in memory and stored in one statement every VIEW_FLUSH_MS (or at VIEW_FLUSH_AT), at app close, and
 * before anything reads view counts in order (notice-list-service.ts). A notice's answer shows its stored count plus
 * the views held here, so a visitor still sees their own view; the database still decides, across servers, whether a
 * visitor's view is their first of the day (addNoticeViews).
 */
export class NoticeViewBuffer {
  private pending = emptyBatch();
  /** The batch being stored: still counted in answers until its statement has committed. */
  private storing: Batch | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** Moves when a batch starts being stored and when it has been: a row read across a move may hold either count. */
  generation = 0;
  constructor(
    private readonly db: Db,
    private readonly log: AppContext["log"],
  ) {}

  /** One view of live notice `id`: counted once per visitor per day, or always without a visitor (loopback). */
  async record(id: number, visitor: TodaysVisitor | undefined): Promise<void> {
    if (!visitor) return this.add(id, (batch) => batch.uncounted.set(id, (batch.uncounted.get(id) ?? 0) + 1));
    const view = { noticeId: id, ...visitor };
    const key = `${visitor.day}|${id}|${visitor.visitorHash}`;
    for (;;) {
      if (this.pending.visits.has(key) || this.storing?.visits.has(key)) return;
      const generation = this.generation;
      if (await hasVisitorView(this.db, view)) return;
      // A batch stored meanwhile may hold this very view: ask again.
      if (generation !== this.generation) continue;
      if (this.pending.visits.has(key)) return;
      return this.add(id, (batch) => batch.visits.set(key, view));
    }
  }

  /** Views of notice `id` held here, not yet in its stored count. */
  unstored(id: number): number {
    return (this.pending.perNotice.get(id) ?? 0) + (this.storing?.perNotice.get(id) ?? 0);
  }

  /** Resolves once no batch is being stored. */
  async settled(): Promise<void> {
    while (this.storing) await this.flushing;
  }

  /** Stores every view recorded before the call; resolves when they are stored (or have failed and wait again). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.store());
    return this.flushing;
  }

  /** At app close: stops the timer and stores what is held. */
  async close(): Promise<void> {
    await this.flush();
  }

  private add(id: number, put: (batch: Batch) => void): void {
    put(this.pending);
    this.pending.perNotice.set(id, (this.pending.perNotice.get(id) ?? 0) + 1);
    if (this.pending.visits.size >= VIEW_FLUSH_AT || this.pending.perNotice.size >= VIEW_FLUSH_AT) {
      void this.flush();
    } else {
      this.timer ??= setTimeout(() => void this.flush(), VIEW_FLUSH_MS).unref();
    }
  }

  private async store(): Promise<void> {
    const batch = this.pending;
    if (!batch.perNotice.size) return;
    this.pending = emptyBatch();
    this.storing = batch;
    this.generation++;
    try {
      await addNoticeViews(this.db, [...batch.visits.values()], batch.uncounted);
      this.storing = undefined;
      this.generation++;
      // The kept rows of these notices (notice-view-service.ts) hold the count before: read them again.
      const kept = listCacheFor(this.db);
      for (const id of batch.perNotice.keys()) kept.delete(keptNoticeKey(id));
    } catch (err) {
      // Nothing is lost: the batch goes back to wait for the next flush.
      this.log.error({ err, notices: batch.perNotice.size }, "storing notice views failed; retrying");
      this.storing = undefined;
      this.generation++;
      this.requeue(batch);
    }
  }

  /** Puts a batch that failed back with the views recorded since, to be tried again after the interval. */
  private requeue(batch: Batch): void {
    const { pending } = this;
    const addTo = (map: Map<number, number>, id: number, n: number) => map.set(id, (map.get(id) ?? 0) + n);
    for (const [key, view] of batch.visits) {
      if (pending.visits.has(key)) continue;
      pending.visits.set(key, view);
      addTo(pending.perNotice, view.noticeId, 1);
    }
    for (const [id, n] of batch.uncounted) {
      addTo(pending.uncounted, id, n);
      addTo(pending.perNotice, id, n);
    }
    this.timer ??= setTimeout(() => void this.flush(), VIEW_FLUSH_MS).unref();
  }
}

/* One buffer per database, as the list cache (notice-list-cache.ts): tests and the benchmark run several apps. */
const buffers = new WeakMap<Db, NoticeViewBuffer>();

export function viewBufferFor(ctx: Pick<AppContext, "db" | "log">): NoticeViewBuffer {
  let buffer = buffers.get(ctx.db);
  if (!buffer) {
    buffer = new NoticeViewBuffer(ctx.db, ctx.log);
    buffers.set(ctx.db, buffer);
  }
  return buffer;
}
