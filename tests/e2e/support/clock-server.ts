import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp, type App } from "../../../server/app";
import { TestClock } from "../../../server/clock";
import { testConfig } from "../../../server/config";
import { openPglite, type Database } from "../../../server/db/client";
import { ensureCategories } from "../../../server/db/reference-data";
import { runExclusive } from "../../../server/jobs/job-runner";
import { createJobs } from "../../../server/main";
import type { MailMessage, MailTransport } from "../../../server/mail/mail-transport";
import { E2E_CLIENT_DIR, E2E_PORT } from "./e2e-env";

/**
 * A second app for journeys that need time to pass (a reminder three days before expiry): the same app, in this test
 * process, on its own in-memory database, with a clock the test moves and mail kept in memory. The shared e2e server
 * keeps real time, so other journeys running alongside are never moved.
 */
export interface ClockServer {
  url: string;
  app: App;
  clock: TestClock;
  /** Mail sent so far (delivered from the outbox on demand). */
  mailTo(address: string): Promise<MailMessage[]>;
  /** Runs every periodic job once, as the minute timer would. */
  runJobs(): Promise<void>;
  close(): Promise<void>;
}

export async function startClockServer(portOffset = 2000): Promise<ClockServer> {
  const port = E2E_PORT + portOffset;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-e2e-clock-"));
  const database: Database = openPglite(undefined);
  await database.migrate();
  const sent: MailMessage[] = [];
  const transport: MailTransport = { send: async (message) => void sent.push(message) };
  const clock = new TestClock();
  const config = testConfig({ port, host: "127.0.0.1", publicUrl: url, dataDir });
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    mailTransport: transport,
    logger: pino({ level: "silent" }),
    clientDir: E2E_CLIENT_DIR,
  });
  await ensureCategories(database.db);
  await app.listen({ port, host: "127.0.0.1" });
  return {
    url,
    app,
    clock,
    mailTo: async (address) => {
      await app.ctx.mail.deliverDue();
      return sent.filter((m) => m.to === address);
    },
    runJobs: async () => {
      for (const job of createJobs(app.ctx)) await runExclusive(database.db, job.lockKey, job.run);
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
