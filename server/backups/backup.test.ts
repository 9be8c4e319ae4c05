// embedded-specific: a backup holds the embedded database's data folder (pgdata.tar), a PostgreSQL server's a dump, and
// npm run restore loads each its own way.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BackupStatusSchema } from "../../common/backup-schemas";
import { DAY, HOUR } from "../clock";
import { runJob } from "../jobs/job-runner";
import { migrationTags } from "../db/database-dump";
import { auditLog } from "../db/schema";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";
import { ManifestSchema } from "./backup-archive";
import { backupsDirOf } from "./backup-service";
import { ensureBackupToken, readBackupToken } from "./backup-token";
import { createNightlyBackupJob } from "./nightly-backup-job";
import { restoreBackup } from "./restore-service";

let t: TestApp;
let admin: AdminHeaders;

beforeAll(async () => {
  t = await createTestApp();
  ensureBackupToken(t.config.dataDir);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  fs.rmSync(backupsDirOf(t.config.dataDir), { recursive: true, force: true });
  t.clock.set("2026-06-01T10:00:00Z");
  admin = await loginAsAdmin(t);
});

const status = async () =>
  BackupStatusSchema.parse(
    (await t.app.inject({ method: "GET", url: "/api/admin/backups", headers: admin.headers })).json(),
  );
const backUpWithToken = (token = readBackupToken(t.config.dataDir)) =>
  t.app.inject({ method: "POST", url: "/api/admin/backups", headers: { authorization: `Bearer ${token}` } });
const backupFiles = () =>
  fs.readdirSync(backupsDirOf(t.config.dataDir)).filter((name) => name.endsWith(".tar.gz"));

describe("the backup token", () => {
  it("is a private file of 256 random bits in the data folder", () => {
    const file = path.join(t.config.dataDir, "backup.token");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readBackupToken(t.config.dataDir)!, "base64url")).toHaveLength(32);
  });

  it("refuses anything sent with the request (400) rather than run a backup regardless", async () => {
    const headers = { authorization: `Bearer ${readBackupToken(t.config.dataDir)}` };
    const withQuery = await t.app.inject({ method: "POST", url: "/api/admin/backups?keep=1", headers });
    expect(withQuery.statusCode).toBe(400);
    const withBody = await t.app.inject({
      method: "POST",
      url: "/api/admin/backups",
      headers,
      payload: { keep: 1 },
    });
    expect(withBody.statusCode).toBe(400);
    expect(fs.existsSync(backupsDirOf(t.config.dataDir))).toBe(false);
  });

  it("lets npm run backup write a backup without a session; a wrong token or none is refused", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/admin/backups" })).statusCode).toBe(401);
    expect((await backUpWithToken("not-the-token")).statusCode).toBe(401);
    const res = await backUpWithToken();
    expect(res.statusCode).toBe(201);
    const record = res.json<{ at: string; path: string; bytes: number }>();
    expect(path.dirname(record.path)).toBe(backupsDirOf(t.config.dataDir));
    expect(fs.statSync(record.path).size).toBe(record.bytes);
    expect(fs.statSync(record.path).mode & 0o777).toBe(0o600);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "backup_create"));
    expect(audit.details).toMatchObject({ by: "backup token", bytes: record.bytes });
  });
});

describe("a backup file", () => {
  it("is a tar.gz that tar opens: the database, the images and a manifest of counts and hashes", async () => {
    await t.app.ctx.images.put("abc.webp", Buffer.from("full image"), "image/webp");
    const record = (await backUpWithToken()).json<{ path: string }>();
    const listing = execFileSync("tar", ["-tzf", record.path], { encoding: "utf8" }).trim().split("\n");
    expect(listing).toEqual([
      t.database.url ? "database/noticeboard.dump" : "database/pgdata.tar",
      "images/abc.webp",
      "manifest.json",
    ]);
    const manifest = ManifestSchema.parse(
      JSON.parse(execFileSync("tar", ["-xzOf", record.path, "manifest.json"], { encoding: "utf8" })),
    );
    expect(manifest).toMatchObject({
      engine: t.database.url ? "postgres" : "pglite",
      // The newest migration: the database in the archive is at the code's own level.
      migration: [...migrationTags().values()].at(-1),
      createdAt: "2026-06-01T10:00:00.000Z",
      images: { "abc.webp": crypto.createHash("sha256").update("full image").digest("hex") },
    });
    expect(manifest.counts.admins).toBe(1);
    await t.app.ctx.images.delete(["abc.webp"]);
  });
});

describe("the dashboard's backup card", () => {
  it("warns when there is no backup, and when the last is older than 48 hours", async () => {
    expect(await status()).toEqual({ settings: { time: "02:30", keep: 14 }, last: null, isStale: true });
    const record = (await backUpWithToken()).json<{ at: string; bytes: number }>();
    expect(await status()).toMatchObject({ last: { at: record.at, bytes: record.bytes }, isStale: false });
    t.clock.advance(48 * HOUR + 60_000);
    admin = await loginAsAdmin(t);
    expect((await status()).isStale).toBe(true);
  });

  it("saves the schedule, audited, and refuses a time that is not HH:MM", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/admin/backups/settings", headers: admin.headers, payload });
    const bad = await put({ time: "25:00", keep: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { time: "Enter a time as HH:MM (24-hour clock)", keep: "Keep at least 1 backup" },
    });
    expect((await put({ time: "03:15", keep: 3 })).statusCode).toBe(200);
    expect((await status()).settings).toEqual({ time: "03:15", keep: 3 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "backup_settings_change"));
    expect(audit).toMatchObject({
      adminUsername: "moderator",
      details: { from: { time: "02:30", keep: 14 }, to: { time: "03:15", keep: 3 } },
    });
  });

  it("backs up from the button (a session), keeping only the newest N", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/backups/settings",
      headers: admin.headers,
      payload: { time: "02:30", keep: 2 },
    });
    const paths: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/admin/backups", headers: admin.headers });
      expect(res.statusCode).toBe(201);
      paths.push(res.json<{ path: string }>().path);
      t.clock.advance(10 * 60_000);
    }
    expect(backupFiles().sort()).toEqual(paths.slice(1).map((p) => path.basename(p)));
  });

  it("refuses the button from a foreign origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/backups",
      headers: { ...admin.headers, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("the nightly backup", () => {
  it("runs once at the London time set, not at the first start", async () => {
    const job = createNightlyBackupJob(t.app.ctx);
    t.clock.set("2026-06-01T10:00:00Z");
    await runJob(t.db, job);
    expect(fs.existsSync(backupsDirOf(t.config.dataDir))).toBe(false);
    // 02:30 in London is 01:30 UTC in summer time.
    t.clock.set("2026-06-02T01:29:00Z");
    await runJob(t.db, job);
    expect(fs.existsSync(backupsDirOf(t.config.dataDir))).toBe(false);
    t.clock.set("2026-06-02T01:31:00Z");
    await runJob(t.db, job);
    expect(backupFiles()).toHaveLength(1);
    t.clock.advance(30 * 60_000);
    await runJob(t.db, job);
    expect(backupFiles()).toHaveLength(1);
    t.clock.advance(DAY);
    await runJob(t.db, job);
    expect(backupFiles()).toHaveLength(2);
  });
});

describe("npm run restore", () => {
  it("refuses a folder that is not empty with one line, and restores into an empty one", async () => {
    const record = (await backUpWithToken()).json<{ path: string }>();
    const target = fs.mkdtempSync(path.join(os.tmpdir(), "nb-restore-"));
    try {
      fs.writeFileSync(path.join(target, "notes.txt"), "something");
      const config = { ...t.config, dataDir: target };
      if (t.database.url) {
        // A PostgreSQL run restores into a database: the one in use here is not empty.
        await expect(
          restoreBackup({ ...config, databaseUrl: t.database.url }, record.path, { force: false }),
        ).rejects.toThrow(
          "The database (or the uploads folder) is not empty: restore into an empty one, or add --force to replace what is there.",
        );
        return;
      }
      await expect(restoreBackup(config, record.path, { force: false })).rejects.toThrow(
        `${target} is not empty: restore into an empty one, or add --force to replace what is there.`,
      );
      fs.rmSync(path.join(target, "notes.txt"));
      const manifest = await restoreBackup(config, record.path, { force: false });
      expect(manifest.counts.admins).toBe(1);
      expect(fs.existsSync(path.join(target, "db", "PG_VERSION"))).toBe(true);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});
