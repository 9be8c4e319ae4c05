import type { Db } from "../db/client";

/**
 * Remembers list answers and match counts, so that the costly part of a list (counting 100k rows, ranking thousands of
 * search hits) runs once per change instead of once per visitor.
 *
 * An entry is exact, not merely recent: it holds the list version it was computed at (notice_list_version, bumped at
 * commit by every write to notices or comments except a view count; shared by every server on the database; heard at
 * commit on the embedded database, read for requests arriving together in one query on a server, see
 * list-version-reads.ts) and the moment the next live notice expires or
 * featuring ends. The one thing that may lag is `viewCount` inside a kept list answer, until the next write; the
 * notice's own answer (its kept row is dropped whenever its views are stored, see notice-view-buffer.ts) and the
 * most-viewed order (views are stored before it is read) are exact.
 */
export interface ListCacheEntry<T> {
  version: number;
  /** Epoch ms after which time alone may have changed the answer. */
  validUntil: number;
  value: T;
}

/** Room for about this many notices (a kept answer weighs its notices, a count weighs 1): tens of megabytes at most. */
const MAX_WEIGHT = 20_000;

export class NoticeListCache {
  private readonly entries = new Map<string, { entry: ListCacheEntry<unknown>; weight: number }>();
  private weight = 0;

  /** `maxWeight` in the unit the caller weighs its entries in (notices here; bytes for rendered pages). */
  constructor(private readonly maxWeight = MAX_WEIGHT) {}

  get<T>(key: string, nowMs: number, version?: number): ListCacheEntry<T> | undefined {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    const entry = slot.entry as ListCacheEntry<T>;
    if (nowMs >= entry.validUntil || (version !== undefined && entry.version !== version)) {
      this.delete(key);
      return undefined;
    }
    // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
    this.entries.delete(key);
    this.entries.set(key, slot);
    return entry;
  }

  /** Whether anything is kept under `key`, valid or not. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  set<T>(key: string, entry: ListCacheEntry<T>, weight = 1): void {
    this.delete(key);
    this.entries.set(key, { entry, weight });
    this.weight += weight;
    while (this.weight > this.maxWeight && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.weight -= slot.weight;
  }
}

/** Where a live notice's own row is kept (notice-view-service.ts). */
export function keptNoticeKey(id: number): string {
  return `notice:${id}`;
}

/* One cache per database: tests and the benchmark run several apps, each on its own database, in one process. */
const caches = new WeakMap<Db, NoticeListCache>();

export function listCacheFor(db: Db): NoticeListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new NoticeListCache();
    caches.set(db, cache);
  }
  return cache;
}
