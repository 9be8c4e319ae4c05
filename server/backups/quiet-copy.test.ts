import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type App } from "../app";
import { openDatabase, type Database } from "../db/client";
import { notices } from "../db/schema";
import { startMailAndJobs } from "../main";
import { insertNotice } from "../test/factories";
import { CapturedMail, createTestApp, type TestApp } from "../test/test-app";
import { createBackup } from "./backup-service";
import { goLive, isQuietCopy } from "./quiet-copy";
import { restoreBackup } from "./restore-service";

/**
 * Issue 34 item 11: a copy started on a restored backup must not mail the real posters and subscribers. It starts
 * quiet (outbox paused, jobs off) until the operator says `npm run restore -- --live`.
 */
let t: TestApp;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
});

/** A fresh, empty target: a data folder, and on a PostgreSQL run a new database on the same server. */
async function freshTarget(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-quiet-copy-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!t.database.url) return { dataDir };
  const name = `nb_quiet_${crypto.randomBytes(5).toString("hex")}`;
  const adminUrl = t.database.url.replace(/\/[^/]*$/, "/postgres");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return { dataDir, databaseUrl: t.database.url.replace(/\/[^/]*$/, `/${name}`) };
}

describe("a restored copy", () => {
  it("sends nothing and runs no job until told to go live", { timeout: 180_000 }, async () => {
    // The original: a mail waiting in the outbox, and a live notice whose time is up (the expiry job's work).
    await t.app.ctx.mail.enqueue(t.db, {
      to: "subscriber@example.org",
      subject: "Your digest",
      text: "New notices for you.",
    });
    const due = await insertNotice(t.db, { status: "active", expiresAt: new Date(Date.now() - 60_000) });
    const backup = await createBackup(t.app.ctx);

    const target = await freshTarget();
    const config = { ...t.config, ...target };
    await restoreBackup(config, backup.path, { force: false });
    const restored: Database = openDatabase(config);
    cleanups.push(() => restored.close());
    await restored.migrate();
    expect(await isQuietCopy(restored.db)).toBe(true);

    const start = async (mail: CapturedMail): Promise<App> => {
      const app = await buildApp({
        config,
        db: restored.db,
        mailTransport: mail,
        logger: pino({ level: "silent" }),
      });
      cleanups.push(() => app.close());
      return app;
    };

    // Started as main starts it: quiet. Nothing sent however often it is asked, and the jobs never run.
    const quietMail = new CapturedMail();
    const quietApp = await start(quietMail);
    const quiet = await startMailAndJobs(quietApp, restored.db, 0);
    expect(quiet.quiet).toBe(true);
    quietApp.ctx.mail.kick();
    expect(await quietApp.ctx.mail.deliverDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(quietMail.sent).toEqual([]);
    const [stillLive] = await restored.db.select().from(notices).where(eq(notices.id, due.id));
    expect(stillLive.status).toBe("active");
    await quiet.stop();
    await quietApp.close();

    // The operator's word (what npm run restore -- --live does), then a restart: the mail goes, the jobs run.
    expect(await goLive(restored.db)).toBe(true);
    const liveMail = new CapturedMail();
    const liveApp = await start(liveMail);
    const live = await startMailAndJobs(liveApp, restored.db, 0);
    cleanups.push(() => live.stop());
    expect(live.quiet).toBe(false);
    await vi.waitFor(() => expect(liveMail.to("subscriber@example.org")).toHaveLength(1), {
      timeout: 30_000,
    });
    await vi.waitFor(
      async () => {
        const [row] = await restored.db.select().from(notices).where(eq(notices.id, due.id));
        expect(row.status).toBe("expired");
      },
      { timeout: 60_000, interval: 500 },
    );
  });

  it("restored with --live is live from its first start", { timeout: 120_000 }, async () => {
    const backup = await createBackup(t.app.ctx);
    const target = await freshTarget();
    const config = { ...t.config, ...target };
    await restoreBackup(config, backup.path, { force: false, live: true });
    const restored = openDatabase(config);
    cleanups.push(() => restored.close());
    await restored.migrate();
    expect(await isQuietCopy(restored.db)).toBe(false);
  });
});
