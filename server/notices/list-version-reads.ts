import type { Db } from "../db/client";
import { readListVersion } from "./notice-list-repository";

/**
 * The list version (notice-list-cache.ts) read once for every request that arrives while a read is under way: they
 * share the next read, which starts when that one is done. Each request still gets a version read after it arrived,
 * so a write committed before it came is always seen, but fifty requests at once cost two small queries, not fifty.
 */
export class ListVersionReads {
  private current: Promise<number> | undefined;
  private next: Promise<number> | undefined;

  constructor(private readonly db: Db) {}

  read(): Promise<number> {
    if (!this.current) return this.start();
    // The read under way may have begun before this request arrived (and before a write it must see).
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<number> {
    const read = readListVersion(this.db).finally(() => {
      if (this.current === read) this.current = undefined;
    });
    this.current = read;
    return read;
  }
}

/* One per database, as the list cache. */
const reads = new WeakMap<Db, ListVersionReads>();

/** The list version now: see ListVersionReads. */
export function currentListVersion(db: Db): Promise<number> {
  let reader = reads.get(db);
  if (!reader) {
    reader = new ListVersionReads(db);
    reads.set(db, reader);
  }
  return reader.read();
}
