import type { Logger } from "pino";
import { tryAdvisoryTransactionLock, type Db, type Executor } from "../db/client";

export interface Job {
  name: string;
  /** A number unique to this job: the PostgreSQL advisory lock that keeps it to one server at a time. */
  lockKey: number;
  run(tx: Executor): Promise<unknown>;
  /** Asked after each committed run: true runs it again at once (a job working in batches, one transaction each). */
  runAgain?(result: unknown): boolean;
  /**
   * Work done after a run has committed and released its lock, given its result: what must not hold a transaction
   * open (a backup waits for every transaction of the embedded database to end).
   */
  afterCommit?(result: unknown): Promise<void>;
}

/** Told of every run this server makes (the metrics count them): `failed` when the job threw. */
export type JobObserver = (job: string, outcome: "ran" | "skipped" | "failed") => void;

/** Runs a job under its lock, again and again while it asks to; answers the last outcome. */
export async function runJob(db: Db, job: Job, isStopped: () => boolean = () => false) {
  for (;;) {
    const outcome = await runExclusive(db, job.lockKey, (tx) => job.run(tx));
    if (outcome.ran && job.afterCommit) await job.afterCommit(outcome.result);
    if (!outcome.ran || !job.runAgain?.(outcome.result) || isStopped()) return outcome;
  }
}

/**
 * Runs `fn` inside a transaction holding a transaction-level advisory lock; answers `{ ran: false }` at once when
 * another server (or another run) holds it.
 */
export async function runExclusive<T>(
  db: Db,
  lockKey: number,
  fn: (tx: Executor) => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    if (!(await tryAdvisoryTransactionLock(tx, lockKey))) return { ran: false as const };
    return { ran: true as const, result: await fn(tx) };
  });
}

/** Runs each job at start and then every `intervalMs`, one run at a time; answers a stop function. */
export function startJobs(
  db: Db,
  jobs: Job[],
  log: Logger,
  intervalMs = 60_000,
  observe: JobObserver = () => {},
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const runAll = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        const outcome = await runJob(db, job, () => stopped);
        observe(job.name, outcome.ran ? "ran" : "skipped");
        if (outcome.ran && outcome.result) log.debug({ job: job.name, result: outcome.result }, "job ran");
      } catch (err) {
        observe(job.name, "failed");
        log.error({ err, job: job.name }, "job failed");
      }
    }
  };
  const tick = () => {
    current = runAll().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  tick();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await current;
  };
}
