import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { buildApp, type App, type AppDeps } from "../app";
import { TestClock } from "../clock";
import { testConfig, type Config } from "../config";
import type { Db } from "../db/client";
import { ensureCategories } from "../db/reference-data";
import type { MailMessage, MailTransport } from "../mail/mail-transport";
import { searchMissBufferFor } from "../analytics/search-miss-buffer";
import { viewBufferFor } from "../notices/notice-view-buffer";
import { createTestDatabase, type TestDatabase } from "./test-db";

/** A mail transport that keeps what it is given: the fake at the edge for tests that need no SMTP server. */
export class CapturedMail implements MailTransport {
  readonly sent: MailMessage[] = [];
  failWith: Error | undefined;
  async send(message: MailMessage): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
  }
  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to === address);
  }
  clear(): void {
    this.sent.length = 0;
  }
}

export interface TestApp {
  app: App;
  db: Db;
  database: TestDatabase;
  clock: TestClock;
  mail: CapturedMail;
  config: Config;
  /** Sends every queued mail now (what the mail worker does every few seconds). */
  deliverMail(): Promise<number>;
  /** Stores the notice views held in memory now (what the view buffer does within a second). */
  storeViews(): Promise<void>;
  /** Stores the searches that found nothing held in memory (analytics/search-miss-buffer.ts). */
  storeSearchMisses(): Promise<void>;
  /** Empties the database and the captured mail between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  mailTransport?: MailTransport;
  clock?: TestClock;
  /** A built client folder to serve (default: dist/client). */
  clientDir?: string;
  images?: AppDeps["images"];
}

/** The real app on a real (copied, migrated) database, with a movable clock and captured mail. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-test-data-"));
  const config = testConfig({ dataDir, publicUrl: "http://localhost:3000", ...options.config });
  const clock = options.clock ?? new TestClock("2026-06-01T10:00:00Z");
  const mail = new CapturedMail();
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    mailTransport: options.mailTransport ?? mail,
    logger: pino({ level: "silent" }),
    clientDir: options.clientDir,
    images: options.images,
    // Route tests render pages from the web app's source, whether or not it has been built.
    ssrEntry: async () => (await import("../../client/entry-server")).default,
  });
  await app.ready();
  await ensureCategories(database.db);
  const storeViews = () => viewBufferFor(app.ctx).flush();
  const storeSearchMisses = () => searchMissBufferFor(app.ctx).flush();
  return {
    app,
    db: database.db,
    database,
    clock,
    mail,
    config,
    deliverMail: () => app.ctx.mail.deliverDue(),
    storeViews,
    storeSearchMisses,
    reset: async () => {
      // Views held in memory (notices/notice-view-buffer.ts) are stored now, not into the next test's notices.
      await storeViews();
      await storeSearchMisses();
      await database.reset();
      await ensureCategories(database.db);
      mail.clear();
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual life of a test file's app in one line: made before the file's first test, emptied before each test,
 * closed after the last. The app is made later than this is called, so this answers a stand-in that reads through to
 * it (inside a test or hook).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(async () => {
    await current!.reset();
  });
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!current) throw new Error("The test app is made in beforeAll: read it inside a test or hook");
      return Reflect.get(current, property);
    },
  });
}
