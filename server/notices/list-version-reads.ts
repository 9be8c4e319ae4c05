import { listenToCommits, type Db } from "../db/client";
import { LIST_VERSION_CHANNEL, readListVersion } from "./notice-list-repository";

/**
 * Longest a version learnt from announcements is answered without reading it again: announcements never go missing
 * while the database runs, but should they stop, no answer is older than this.
 */
export const HEARD_VERSION_MS = 1_000;

/**
 * The list version, for every request.
 *
 * Where the database announces each commit's new version before the committing query's caller resumes (the embedded
 * database: see listenToCommits), the newest version heard is the version now, so it is answered from memory, read
 * again only when nothing was learnt for HEARD_VERSION_MS.
 *
 * Otherwise (a PostgreSQL server, which other servers write to too) it is read once for every request that arrives
 * while a read is under way: they share the next read, which starts when that one is done. Each request still gets a
 * version read after it arrived, so a write committed before it came is always seen, but fifty requests at once cost
 * two small queries, not fifty.
 */
export class ListVersionReads {
  private current: Promise<number> | undefined;
  private next: Promise<number> | undefined;
  /** Newest version learnt while announcements are heard (by one or by a read begun then), and when (ms). */
  private known: { version: number; at: number } | undefined;
  private hearing = false;

  constructor(
    private readonly db: Db,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /**
   * From now on every commit's new version is announced through `heard`, in order with the commits: versions read
   * from here on, and versions heard, may be answered from memory.
   */
  startHearing(): void {
    this.hearing = true;
  }

  /** A commit's new version, announced. */
  heard(version: number): void {
    if (this.hearing) this.learn(version);
  }

  read(): Promise<number> {
    const known = this.known;
    if (known && this.nowMs() - known.at < HEARD_VERSION_MS) return Promise.resolve(known.version);
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

  private learn(version: number): void {
    // A read answered after a commit was heard may hold the version before it: versions only grow.
    this.known = { version: Math.max(version, this.known?.version ?? 0), at: this.nowMs() };
  }

  private start(): Promise<number> {
    // Only a read begun while announcements are heard can be trusted with no write unheard after it.
    const hearing = this.hearing;
    const read = readListVersion(this.db)
      .then((version) => {
        if (hearing) this.learn(version);
        return version;
      })
      .finally(() => {
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
    const made = new ListVersionReads(db);
    reader = made;
    reads.set(db, made);
    // Until the database has confirmed it listens, versions are read; a database that cannot announce is always read.
    listenToCommits(db, LIST_VERSION_CHANNEL, (payload) => made.heard(Number(payload))).then(
      (stop) => stop && made.startHearing(),
      () => {},
    );
  }
  return reader.read();
}
