import { Gauge, type Registry } from "prom-client";
import type { Logger } from "pino";
import { z } from "zod";
import { DAY, type Clock } from "../clock";
import { pingDatabase, poolStatsOf, type Db } from "../db/client";
import { countOutbox, countReviewQueues, findLastBackupRecord } from "./metrics-repository";

/** `backup.last` in the settings table, as the backup writes it (`path` is not shown: it says nothing to alert on). */
const BackupRecordSchema = z.object({
  at: z.coerce.date().refine((d) => !Number.isNaN(d.getTime()), "at must be a time"),
  bytes: z.number().nonnegative().optional(),
});

const seconds = (ms: number) => ms / 1000;

/**
 * The gauges read from the database at each scrape (a few counts on partial indexes): answers the function that reads
 * them. A reading that fails leaves its gauges unknown (NaN, or no series) for that scrape instead of failing it.
 */
export function createDatabaseGauges(
  registry: Registry,
  db: Db,
  clock: Clock,
  log: Logger,
): () => Promise<void> {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const queueSize = gauge(
    "noticeboard_review_queue_size",
    "Items waiting for a moderator: verified pending notices, pending comments.",
    ["queue"],
  );
  const queueAge = gauge(
    "noticeboard_review_queue_oldest_age_seconds",
    "How long the oldest item in each review queue has waited (0 when the queue is empty).",
    ["queue"],
  );
  const backlog = gauge(
    "noticeboard_mail_outbox_backlog",
    "Mails queued and not yet sent (nor given up on).",
  );
  const retrying = gauge(
    "noticeboard_mail_outbox_retrying",
    "Queued mails whose sending failed at least once and will be tried again.",
  );
  const failed = gauge(
    "noticeboard_mail_outbox_failed_last_day",
    "Mails given up on (after a day of failed sends) in the last 24 hours.",
  );
  const databaseUp = gauge("noticeboard_database_up", "1 when the database answered at this scrape, else 0.");
  // With PGlite every query waits its turn on one connection, so this is also how long queries queue there.
  const ping = gauge(
    "noticeboard_database_ping_seconds",
    "Time for the database to answer `select 1` at this scrape (queueing behind other queries included).",
  );
  const pool = gauge(
    "noticeboard_database_pool_connections",
    "PostgreSQL server only: pool connections open (total) and idle, and queries waiting for a connection.",
    ["state"],
  );
  const backupAge = gauge(
    "noticeboard_backup_age_seconds",
    "Seconds since the last backup was made (+Inf when none is recorded).",
  );
  const backupSize = gauge("noticeboard_backup_size_bytes", "Size of the last backup file (0 when none).");

  const now = () => clock.now().getTime();
  /** On failure the gauges are marked unknown: no series for a labelled one, NaN for the others. */
  const reading = async (what: string, gauges: Gauge[], read: () => Promise<void>) => {
    try {
      await read();
    } catch (err) {
      log.warn({ err }, `metrics: reading ${what} failed`);
      for (const g of gauges) g.set(NaN);
    }
  };

  const readQueues = () =>
    reading("the review queues", [], async () => {
      queueSize.reset();
      queueAge.reset();
      for (const row of await countReviewQueues(db)) {
        queueSize.set({ queue: row.queue }, row.size);
        queueAge.set(
          { queue: row.queue },
          row.oldest === null ? 0 : Math.max(0, seconds(now()) - row.oldest),
        );
      }
    });
  const readOutbox = () =>
    reading("the mail outbox", [backlog, retrying, failed], async () => {
      const row = await countOutbox(db, new Date(now() - DAY));
      backlog.set(row.backlog);
      retrying.set(row.retrying);
      failed.set(row.failed);
    });
  const readDatabase = async () => {
    const started = performance.now();
    try {
      await pingDatabase(db);
      databaseUp.set(1);
      ping.set(seconds(performance.now() - started));
    } catch {
      databaseUp.set(0);
      ping.set(NaN);
    }
    pool.reset();
    const stats = poolStatsOf(db);
    if (!stats) return;
    pool.set({ state: "total" }, stats.total);
    pool.set({ state: "idle" }, stats.idle);
    pool.set({ state: "waiting" }, stats.waiting);
  };
  const readBackup = () =>
    reading("the last backup", [backupAge, backupSize], async () => {
      const text = await findLastBackupRecord(db);
      const record = text === null ? null : BackupRecordSchema.parse(JSON.parse(text));
      backupAge.set(record ? Math.max(0, seconds(now() - record.at.getTime())) : Infinity);
      backupSize.set(record?.bytes ?? 0);
    });

  return async () => {
    // One after another: PGlite runs one query at a time anyway, and a pool is left for the visitors.
    await readDatabase();
    await readQueues();
    await readOutbox();
    await readBackup();
  };
}
