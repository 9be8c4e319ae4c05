// embedded-specific: the database metrics differ by engine (a pool of connections only on a PostgreSQL server).
import { spawnSync } from "node:child_process";
import os from "node:os";
import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { HOUR, MINUTE } from "../clock";
import { queryRows } from "../db/client";
import { mailOutbox } from "../db/schema";
import { startJobs, type Job } from "../jobs/job-runner";
import { insertComment, insertNotice } from "../test/factories";
import { requireInstalled, systemTool } from "../test/system-tools";
import { createTestApp, useTestApp } from "../test/test-app";
import { listenMetricsServer } from "./metrics-server";

const TOKEN = "a-metrics-token-of-some-length";
const promtool = systemTool("promtool", "prometheus");

const t = useTestApp({ config: { metricsToken: TOKEN } });

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  return res.body;
}

/** The value of one sample line, e.g. `sample(text, 'noticeboard_review_queue_size{queue="notices"}')`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  if (line === undefined) return undefined;
  const value = line.slice(series.length + 1);
  return value === "+Inf" ? Infinity : Number(value);
}

describe("GET /metrics with METRICS_TOKEN", () => {
  it("answers 401 without the bearer token or with another one", async () => {
    for (const authorization of ["", "Bearer nope", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const headers = authorization ? { authorization } : {};
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers["www-authenticate"]).toBe("Bearer");
      expect(res.json()).toEqual({ message: "A valid metrics token is required" });
    }
  });

  it.skipIf(promtool.skip)("passes promtool check metrics", async () => {
    requireInstalled(promtool);
    await t.app.inject({ method: "GET", url: "/api/notices/12345" });
    const text = await scrape();
    const check = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(check.stdout + check.stderr).toBe("");
    expect(check.status).toBe(0);
  });

  it("counts requests by route pattern and status, never by the address asked for", async () => {
    const secret = "x".repeat(43);
    await t.app.inject({ method: "GET", url: "/api/notices/987654" });
    await t.app.inject({ method: "GET", url: `/api/manage/${secret}` });
    await t.app.inject({ method: "GET", url: "/no/such/page?token=zzz" });
    const text = await scrape();
    expect(
      sample(text, 'noticeboard_http_requests_total{method="GET",route="/api/notices/:id",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /noticeboard_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/notices\/:id",status="404"\} \d+/,
    );
    expect(text).not.toContain("987654");
    expect(text).not.toContain(secret);
    expect(text).not.toContain("zzz");
  });

  it("reads the review queues and their oldest item's age at the scrape", async () => {
    const now = t.clock.now().getTime();
    await insertNotice(t.db, { status: "pending", verifiedAt: new Date(now - 2 * HOUR) });
    await insertNotice(t.db, { status: "pending", verifiedAt: new Date(now - 30 * MINUTE) });
    await insertNotice(t.db, { status: "pending", verifiedAt: null }); // not verified: in no queue
    const active = await insertNotice(t.db);
    await insertComment(t.db, active.id, { status: "pending", createdAt: new Date(now - 5 * MINUTE) });
    const text = await scrape();
    expect(sample(text, 'noticeboard_review_queue_size{queue="notices"}')).toBe(2);
    expect(sample(text, 'noticeboard_review_queue_oldest_age_seconds{queue="notices"}')).toBe(7200);
    expect(sample(text, 'noticeboard_review_queue_size{queue="comments"}')).toBe(1);
    expect(sample(text, 'noticeboard_review_queue_oldest_age_seconds{queue="comments"}')).toBe(300);
  });

  it("reads the mail outbox: backlog, mails being retried, mails given up on", async () => {
    const now = t.clock.now();
    const mail = { to: "a@example.org", subject: "Hello", textBody: "Hi" };
    await t.db
      .insert(mailOutbox)
      .values([
        mail,
        { ...mail, attempts: 2, lastError: "421 try later" },
        { ...mail, sentAt: now },
        { ...mail, attempts: 9, failedAt: new Date(now.getTime() - HOUR) },
        { ...mail, attempts: 9, failedAt: new Date(now.getTime() - 3 * 24 * HOUR) },
      ]);
    const text = await scrape();
    expect(sample(text, "noticeboard_mail_outbox_backlog")).toBe(2);
    expect(sample(text, "noticeboard_mail_outbox_retrying")).toBe(1);
    expect(sample(text, "noticeboard_mail_outbox_failed_last_day")).toBe(1);
  });

  it("counts job runs and failures by job", async () => {
    const jobs: Job[] = [
      { name: "tidy-up", lockKey: 990001, run: async () => 0 },
      {
        name: "broken",
        lockKey: 990002,
        run: async () => {
          throw new Error("boom");
        },
      },
    ];
    const observed: string[] = [];
    const stop = startJobs(t.db, jobs, pino({ level: "silent" }), 60_000, (job, outcome) => {
      observed.push(job);
      t.app.metrics!.observeJob(job, outcome);
    });
    await vi.waitFor(() => expect(observed).toEqual(["tidy-up", "broken"]));
    await stop();
    const text = await scrape();
    expect(sample(text, 'noticeboard_job_runs_total{job="tidy-up"}')).toBe(1);
    expect(sample(text, 'noticeboard_job_failures_total{job="tidy-up"}')).toBeUndefined();
    expect(sample(text, 'noticeboard_job_runs_total{job="broken"}')).toBe(1);
    expect(sample(text, 'noticeboard_job_failures_total{job="broken"}')).toBe(1);
  });

  it("shows the database, its pool on a PostgreSQL server, and the event-loop lag", async () => {
    const text = await scrape();
    expect(sample(text, "noticeboard_database_up")).toBe(1);
    expect(sample(text, "noticeboard_database_ping_seconds")).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    const total = sample(text, 'noticeboard_database_pool_connections{state="total"}');
    if (process.env.DATABASE_URL) {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'noticeboard_database_pool_connections{state="waiting"}')).toBe(0);
    } else expect(total).toBeUndefined();
  });

  it("shows the last backup's age and size from the settings key backup.last", async () => {
    // None recorded: infinitely old, so an alert on the age fires for a board never backed up.
    expect(sample(await scrape(), "noticeboard_backup_age_seconds")).toBe(Infinity);
    // The backup's own migration makes the settings table; until then this test makes one of the same shape.
    const [{ exists }] = await queryRows<{ exists: boolean }>(
      t.db,
      sql`select to_regclass('public.settings') is not null as exists`,
    );
    if (!exists) await t.db.execute(sql`create table settings (key text primary key, value jsonb not null)`);
    try {
      const at = new Date(t.clock.now().getTime() - 3 * HOUR).toISOString();
      const record = JSON.stringify({ at, path: "/var/backups/noticeboard/x.tar", bytes: 123456 });
      await t.db.execute(
        sql`insert into settings (key, value) values ('backup.last', ${record}) on conflict (key) do update set value = excluded.value`,
      );
      const text = await scrape();
      expect(sample(text, "noticeboard_backup_age_seconds")).toBe(3 * 3600);
      expect(sample(text, "noticeboard_backup_size_bytes")).toBe(123456);
    } finally {
      if (exists) await t.db.execute(sql`delete from settings where key = 'backup.last'`);
      else await t.db.execute(sql`drop table settings`);
    }
  });
});

describe("METRICS_PORT", () => {
  it("serves /metrics on its own listener on 127.0.0.1 only, and never on the app", async () => {
    const p = await createTestApp({ config: { metricsPort: 1 } });
    const server = await listenMetricsServer(p.app.metrics!, { port: 0, log: pino({ level: "silent" }) });
    try {
      expect((await p.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^noticeboard_database_up 1$/m);
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      // Any address of this machine other than loopback is refused.
      const outside = Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && a.family === "IPv4" && !a.internal);
      if (outside) await expect(fetch(`http://${outside.address}:${server.port}/metrics`)).rejects.toThrow();
    } finally {
      await server.close();
      await p.close();
    }
  });

  it("asks for METRICS_TOKEN on that listener too when it is set", async () => {
    const server = await listenMetricsServer(t.app.metrics!, {
      port: 0,
      token: TOKEN,
      log: pino({ level: "silent" }),
    });
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
