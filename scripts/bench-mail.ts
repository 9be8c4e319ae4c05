/**
 * `npm run bench:mail` (or `npm run bench -- mail`): the newsletter at scale. 10,000 confirmed subscribers with a mix
 * of choices and 400 live notices in a throwaway embedded database; times the digest build (the job, batch by batch)
 * and then the outbox sending every digest through pooled SMTP to a catcher on loopback (smtp-server). Meanwhile one
 * activation mail is queued behind the backlog, to show that it overtakes the digests.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, sql } from "drizzle-orm";
import pino from "pino";
import { CATEGORIES } from "../common/categories";
import { LOCATIONS } from "../common/locations";
import { buildApp } from "../server/app";
import { TestClock, DAY } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { buildBulkNotice, buildSubscriber } from "../server/test/factories";
import { ensureCategories } from "../server/db/reference-data";
import { digestDeliveries, emailSubscribers, notices } from "../server/db/schema";
import { createDigestJob } from "../server/digest/digest-job";
import { runJob } from "../server/jobs/job-runner";
import { createSmtpTransport } from "../server/mail/mail-transport";
import { renderMail } from "../server/mail/mail-template";
import { LoopbackSmtp } from "../server/test/loopback-smtp";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const NOTICES = 400;
const TARGET_PER_SECOND = 50;
// Friday 5 June 2026, 07:00 in London: the daily and the weekly digests are both due.
const FRIDAY_0700 = new Date("2026-06-05T06:00:00Z");
const LAST_WEEK = new Date(FRIDAY_0700.getTime() - 7 * DAY);
const ACTIVATION_TO = "poster@example.org";

/** Half weekly, half daily; 40% everything, 40% one or two towns, 20% a town and a category. */
function choicesFor(i: number) {
  const town = (k: number) => LOCATIONS[1 + ((i * 7 + k) % (LOCATIONS.length - 1))];
  const kind = i % 5;
  return {
    frequency: i % 2 ? "daily" : "weekly",
    locations: kind < 2 ? [] : kind < 4 ? [town(0), ...(kind === 3 ? [town(3)] : [])] : [town(0)],
    categories: kind === 4 ? [CATEGORIES[i % CATEGORIES.length]] : [],
  };
}

interface CatcherReport {
  count: number;
  /** Wall-clock time the activation mail arrived, and how many mails had arrived by then. */
  activation?: { at: number; position: number };
}

/** Child: the SMTP catcher in its own process, as a real mail server would be; answers reports on request. */
async function runCatcher(): Promise<void> {
  const smtp = new LoopbackSmtp({ keep: (to) => to.includes(ACTIVATION_TO) });
  await smtp.start();
  process.on("message", () => {
    const mail = smtp.received[0];
    const activation = mail && { at: performance.timeOrigin + mail.at, position: mail.position };
    process.send?.({ count: smtp.count, activation } satisfies CatcherReport);
  });
  process.send?.({ port: smtp.port });
}

function startCatcher(): Promise<{ port: number; child: ChildProcess; report(): Promise<CatcherReport> }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SMTP_CHILD: "1" },
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const report = () =>
    new Promise<CatcherReport>((resolve) => {
      child.once("message", (m) => resolve(m as CatcherReport));
      child.send("report");
    });
  return new Promise((resolve) =>
    child.once("message", (m) => resolve({ port: (m as { port: number }).port, child, report })),
  );
}

/** CPU seconds this process used since `start`: on a busy machine, the figure that does not depend on the others. */
function cpuSeconds(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

export async function benchMail(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-bench-mail-"));
  const smtp = await startCatcher();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  const database = openDatabase(config);
  const clock = new TestClock(FRIDAY_0700);
  try {
    await database.migrate();
    await ensureCategories(database.db);
    const db = database.db;
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `Building ${SUBSCRIBERS.toLocaleString("en-GB")} subscribers and ${NOTICES} live notices (${os.cpus().length} cores, load average ${load}) …`,
    );
    const live = Array.from({ length: NOTICES }, (_, i) => {
      const approvedAt = new Date(LAST_WEEK.getTime() + ((i + 1) * 7 * DAY) / (NOTICES + 1));
      return { ...buildBulkNotice(i, FRIDAY_0700), status: "active" as const, approvedAt, expiresAt: null };
    });
    await db.insert(notices).values(live);
    for (let i = 0; i < SUBSCRIBERS; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, SUBSCRIBERS - i) }, (_, k) =>
        buildSubscriber({
          email: `reader${i + k}@example.org`,
          confirmedAt: LAST_WEEK,
          ...choicesFor(i + k),
        }),
      );
      await db.insert(emailSubscribers).values(rows);
    }
    await db.execute(sql`vacuum analyze`);
    const app = await buildApp({
      config,
      db,
      clock,
      mailTransport: createSmtpTransport(config.smtpUrl!, config.mailFrom),
      logger: pino({ level: "silent" }),
    });

    let t0 = performance.now();
    let cpu0 = process.cpuUsage();
    await runJob(db, createDigestJob(app.ctx));
    const buildSeconds = (performance.now() - t0) / 1000;
    const buildCpu = cpuSeconds(cpu0);
    const outcomes = await db
      .select({ outcome: digestDeliveries.outcome, n: count() })
      .from(digestDeliveries)
      .groupBy(digestDeliveries.outcome);
    const queued = outcomes.find((o) => o.outcome === "queued")?.n ?? 0;
    const skipped = outcomes.find((o) => o.outcome === "skipped")?.n ?? 0;

    t0 = performance.now();
    cpu0 = process.cpuUsage();
    const sending = app.ctx.mail.deliverDue();
    // An activation mail arriving while the backlog drains: it should go out within the next claim, not last.
    await new Promise((r) => setTimeout(r, 1000));
    const activationQueuedAt = Date.now();
    const before = (await smtp.report()).count;
    await app.ctx.mail.enqueue(
      db,
      renderMail({ to: ACTIVATION_TO, subject: "Please confirm your notice", paragraphs: ["Hello"] }),
    );
    let sent = await sending;
    sent += await app.ctx.mail.deliverDue();
    const sendSeconds = (performance.now() - t0) / 1000;
    const sendCpu = cpuSeconds(cpu0);
    const { count: received, activation } = await smtp.report();
    await app.close();

    const rate = sent / sendSeconds;
    console.log(
      `\nDigest build: ${buildSeconds.toFixed(1)} s for ${SUBSCRIBERS.toLocaleString("en-GB")} subscribers (${queued} digests queued, ${skipped} skipped: nothing matched), ${(SUBSCRIBERS / buildSeconds).toFixed(0)} subscribers/s; ${buildCpu.toFixed(1)} CPU s`,
    );
    console.log(
      `Sending: ${sent} mails in ${sendSeconds.toFixed(1)} s to a local SMTP catcher = ${rate.toFixed(0)} mails/s (target ≥ ${TARGET_PER_SECOND}: ${rate >= TARGET_PER_SECOND ? "met" : "NOT met"}); ${received} received; ${sendCpu.toFixed(1)} CPU s here = ${(sent / sendCpu).toFixed(0)} mails per CPU second`,
    );
    console.log(
      activation
        ? `Activation mail queued with ${queued - before} digests still waiting: received ${(activation.at - activationQueuedAt).toFixed(0)} ms later, ${sent - activation.position} digests after it`
        : "Activation mail: not received",
    );
  } finally {
    await database.close().catch(() => {});
    smtp.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SMTP_CHILD) {
  await runCatcher();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMail();
  process.exit(0);
}
