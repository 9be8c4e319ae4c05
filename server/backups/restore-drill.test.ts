// embedded-specific: the drill restores a backup of the embedded database into a fresh data folder, a PostgreSQL
// server's into a fresh database.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupRecordSchema } from "../../common/backup-schemas";
import { buildApp, type App } from "../app";
import { openDatabase, queryRows, type Database } from "../db/client";
import { readDumpFacts } from "../db/database-dump";
import { comments, emailSubscribers, notices, payments } from "../db/schema";
import { storedImageName, cardImageUrl } from "../../common/image-urls";
import { insertNotice } from "../test/factories";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { createPaymentTestApp, type PaymentTestApp } from "../test/payment-test-app";
import { photoJpeg } from "../test/test-images";
import { ensureBackupToken, readBackupToken } from "./backup-token";
import { isQuietCopy } from "./quiet-copy";
import { restoreBackup } from "./restore-service";
import { sql } from "drizzle-orm";

/**
 * The restore drill (issue 24 item 3): notices, comments, subscriptions and paid featuring under load, a backup taken
 * in the middle of it, restored into a fresh data folder (PGlite) or a fresh database (DATABASE_URL), a server built
 * on it, and everything acknowledged before the backup began found there: rows, counts, and image bytes.
 */
let p: PaymentTestApp;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  p = await createPaymentTestApp();
  ensureBackupToken(p.t.config.dataDir);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await p.close();
});

type Kind = "notice" | "comment" | "subscriber" | "featured";
interface Acknowledged {
  kind: Kind;
  id: number;
  /** Answered before the backup was asked for (so it must be in it), or after it was written (so it must not). */
  when: "before" | "during" | "after";
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

async function storedBytes(app: App, imageUrl: string): Promise<Buffer> {
  const res = await app.inject({ method: "GET", url: imageUrl });
  expect(res.statusCode, imageUrl).toBe(200);
  return res.rawPayload;
}

/** A fresh, empty target: a data folder, and on a PostgreSQL run a new database on the same server. */
async function freshTarget(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-restored-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!p.t.database.url) return { dataDir };
  const name = `nb_restore_${crypto.randomBytes(5).toString("hex")}`;
  const adminUrl = p.t.database.url.replace(/\/[^/]*$/, "/postgres");
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
  return { dataDir, databaseUrl: p.t.database.url.replace(/\/[^/]*$/, `/${name}`) };
}

describe("the restore drill", () => {
  it("restores everything acknowledged before a backup taken under load", { timeout: 180_000 }, async () => {
    const { t } = p;
    const discussions = await Promise.all(
      [1, 2, 3].map(() => insertNotice(t.db, { category: "discussion" })),
    );
    const forSale = await Promise.all(
      Array.from({ length: 12 }, () => insertNotice(t.db, { category: "items_for_sale" })),
    );
    const photo = await photoJpeg(640, 480);
    const acknowledged: Acknowledged[] = [];
    let phase: Acknowledged["when"] = "before";
    let stop = false;
    let round = 0;

    const operations: Record<Kind, (n: number) => Promise<number | undefined>> = {
      notice: async (n) => {
        const res = await postNoticeForm(t, validFields({ title: `Drill notice number ${n}` }), {
          image: { bytes: photo },
        });
        return res.statusCode === 201 ? res.json<{ id: number }>().id : undefined;
      },
      comment: async (n) => {
        const notice = discussions[n % discussions.length];
        const res = await t.app.inject({
          method: "POST",
          url: `/api/notices/${notice.id}/comments`,
          payload: {
            authorName: "Drill",
            authorEmail: `drill${n}@example.org`,
            content: `Comment ${n} in the drill`,
          },
        });
        return res.statusCode === 201 ? res.json<{ id: number }>().id : undefined;
      },
      subscriber: async (n) => {
        const email = `reader-drill-${n}@example.org`;
        const res = await t.app.inject({ method: "POST", url: "/api/subscribe", payload: { email } });
        if (res.statusCode !== 201) return undefined;
        const [row] = await t.db
          .select({ id: emailSubscribers.id })
          .from(emailSubscribers)
          .where(inArray(emailSubscribers.email, [email]));
        return row?.id;
      },
      featured: async (n) => {
        const notice = forSale[n % forSale.length];
        if (acknowledged.some((a) => a.kind === "featured" && a.id === notice.id)) return undefined;
        const sessionId = await p.checkoutSessionId({ noticeId: notice.id });
        p.stripe.pay(sessionId);
        const res = await p.sendWebhook(sessionId);
        return res.statusCode === 200 ? notice.id : undefined;
      },
    };

    const worker = async (kind: Kind) => {
      while (!stop) {
        const n = (round += 1);
        const startedIn = phase;
        const id = await operations[kind](n).catch((err: unknown) => {
          stop = true;
          throw err;
        });
        // Nothing done (every notice already featured): yield to the timers rather than spin.
        if (id === undefined) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        // Answered before the backup was asked for only if it was also started before: it then must be in it.
        const when =
          startedIn === "before" && phase === "before" ? "before" : phase === "after" ? "after" : "during";
        acknowledged.push({ kind, id, when });
      }
    };
    const workers = (["notice", "comment", "subscriber", "featured"] as Kind[]).map(worker);
    // Bounded: the load stops by itself should the counts below never be reached.
    const deadline = setTimeout(() => (stop = true), 90_000);
    cleanups.push(() => {
      stop = true;
      clearTimeout(deadline);
    });
    const waitFor = async (done: () => boolean) => {
      while (!done() && !stop) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    // Mid-load: once every kind has been acknowledged at least twice.
    await waitFor(() =>
      (["notice", "comment", "subscriber", "featured"] as Kind[]).every(
        (kind) => acknowledged.filter((a) => a.kind === kind).length >= 2,
      ),
    );
    phase = "during";
    const backup = await t.app.inject({
      method: "POST",
      url: "/api/admin/backups",
      headers: { authorization: `Bearer ${readBackupToken(t.config.dataDir)}` },
    });
    phase = "after";
    const afterCount = acknowledged.length;
    await waitFor(() => acknowledged.length >= afterCount + 8);
    stop = true;
    await Promise.all(workers);

    expect(backup.statusCode, backup.body).toBe(201);
    const record = BackupRecordSchema.parse(backup.json());
    const before = acknowledged.filter((a) => a.when === "before");
    const after = acknowledged.filter((a) => a.when === "after");
    expect(new Set(before.map((a) => a.kind)).size).toBe(4);

    // Restore into a fresh folder or database, and start a server on it as `npm start` would.
    const target = await freshTarget();
    const config = { ...t.config, ...target };
    const manifest = await restoreBackup(config, record.path, { force: false });
    const restored: Database = openDatabase(config);
    cleanups.push(() => restored.close());
    await restored.migrate();
    const app = await buildApp({ config, db: restored.db, logger: pino({ level: "silent" }) });
    cleanups.push(() => app.close());
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    // Row counts: the restored database holds what the manifest read in the backup's own snapshot.
    const facts = await readDumpFacts(async (text) => queryRows(restored.db, sql.raw(text)));
    // …plus the one row that marks the copy quiet (quiet-copy.ts).
    expect(await isQuietCopy(restored.db)).toBe(true);
    expect(facts.counts).toEqual({ ...manifest.counts, settings: (manifest.counts.settings ?? 0) + 1 });

    const ids = (kind: Kind, list: Acknowledged[]) => list.filter((a) => a.kind === kind).map((a) => a.id);
    const present = async (kind: Kind, wanted: number[]) => {
      if (!wanted.length) return [];
      if (kind === "notice") {
        return (
          await restored.db.select({ id: notices.id }).from(notices).where(inArray(notices.id, wanted))
        ).map((r) => r.id);
      }
      if (kind === "comment") {
        return (
          await restored.db.select({ id: comments.id }).from(comments).where(inArray(comments.id, wanted))
        ).map((r) => r.id);
      }
      if (kind === "subscriber") {
        return (
          await restored.db
            .select({ id: emailSubscribers.id })
            .from(emailSubscribers)
            .where(inArray(emailSubscribers.id, wanted))
        ).map((r) => r.id);
      }
      const featured = await restored.db
        .select({ id: notices.id })
        .from(notices)
        .where(sql`${inArray(notices.id, wanted)} and ${notices.isFeatured}`);
      return featured.map((r) => r.id);
    };
    for (const kind of ["notice", "comment", "subscriber", "featured"] as Kind[]) {
      expect(
        (await present(kind, ids(kind, before))).sort(),
        `${kind} acknowledged before the backup`,
      ).toEqual(ids(kind, before).sort());
      // A snapshot, not a later copy: what was answered after the backup was written is not in it.
      expect(
        await present(
          kind === "featured" ? "notice" : kind,
          ids(kind === "featured" ? "notice" : kind, after),
        ),
      ).toEqual([]);
    }
    const paidBefore = await restored.db
      .select({ noticeId: payments.noticeId, status: payments.status })
      .from(payments)
      .where(inArray(payments.noticeId, ids("featured", before)));
    expect(paidBefore.filter((row) => row.status === "paid")).toHaveLength(ids("featured", before).length);

    // Image bytes: each notice acknowledged before the backup serves the same full and card images from the restore.
    const posted = await t.db
      .select({ id: notices.id, imageUrl: notices.imageUrl })
      .from(notices)
      .where(inArray(notices.id, ids("notice", before)));
    expect(posted.every((n) => storedImageName(n.imageUrl))).toBe(true);
    for (const notice of posted) {
      for (const url of [notice.imageUrl!, cardImageUrl(notice.imageUrl!)]) {
        const original = sha256(await storedBytes(t.app, url));
        expect(sha256(await storedBytes(app, url)), url).toBe(original);
        expect(manifest.images[url.slice("/uploads/".length)]).toBe(original);
      }
    }
  });
});
