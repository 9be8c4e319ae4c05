import { saveAuditedSettings } from "../audit/audited-settings";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  BACKUP_DEFAULTS,
  BACKUP_STALE_HOURS,
  BackupRecordSchema,
  BackupSettingsSchema,
  type BackupRecord,
  type BackupSettings,
  type BackupStatus,
} from "../../common/backup-schemas";
import type { AuditActor } from "../audit/audit-repository";
import { insertAudit } from "../audit/audit-repository";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { S3Store } from "../images/object-store";
import { findSetting, saveSetting } from "../db/settings-repository";
import { writeBackupArchive } from "./backup-archive";

export const BACKUP_KEYS = { time: "backup.time", keep: "backup.keep", last: "backup.last" } as const;
/** Where backups go in the bucket, beside the images (the app serves only flat `<name>.webp` keys from it). */
export const BUCKET_PREFIX = "backups/";
const BACKUP_FILE = /^noticeboard-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/;

/** What a backup needs: the app's context, or the parts `npm run backup` opens itself when no server answers. */
export type BackupContext = Pick<AppContext, "config" | "db" | "clock" | "images" | "log">;

export function backupsDirOf(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/** The nightly time and the number kept; a stored value that no longer validates falls back to its default. */
export async function readBackupSettings(db: Executor): Promise<BackupSettings> {
  const time = BackupSettingsSchema.shape.time.safeParse(await findSetting(db, BACKUP_KEYS.time));
  const keep = BackupSettingsSchema.shape.keep.safeParse(await findSetting(db, BACKUP_KEYS.keep));
  return {
    time: time.success ? time.data : BACKUP_DEFAULTS.time,
    keep: keep.success ? keep.data : BACKUP_DEFAULTS.keep,
  };
}

export async function getBackupStatus(ctx: AppContext): Promise<BackupStatus> {
  const parsed = BackupRecordSchema.safeParse(await findSetting(ctx.db, BACKUP_KEYS.last));
  const last = parsed.success ? parsed.data : null;
  const age = last ? ctx.clock.now().getTime() - new Date(last.at).getTime() : Infinity;
  return { settings: await readBackupSettings(ctx.db), last, isStale: age > BACKUP_STALE_HOURS * HOUR };
}

/** Saves the schedule and writes who changed it, from what, to the audit log (one transaction). */
export function updateBackupSettings(
  ctx: AppContext,
  actor: AuditActor,
  input: BackupSettings,
): Promise<BackupSettings> {
  const keys = { time: BACKUP_KEYS.time, keep: BACKUP_KEYS.keep };
  return saveAuditedSettings(
    ctx,
    actor,
    { action: "backup_settings_change", keys, read: readBackupSettings },
    input,
  );
}

function backupName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `noticeboard-${stamp}-${crypto.randomBytes(3).toString("hex")}.tar.gz`;
}

/** Deletes all but the newest `keep` backups (names sort by time) in the folder and, when there is one, the bucket. */
async function pruneBackups(ctx: BackupContext, dir: string, keep: number): Promise<void> {
  const local = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .sort();
  for (const name of local.slice(0, Math.max(0, local.length - keep)))
    fs.rmSync(path.join(dir, name), { force: true });
  if (!(ctx.images instanceof S3Store)) return;
  const keys = (await ctx.images.listKeys(BUCKET_PREFIX))
    .filter((key) => BACKUP_FILE.test(key.slice(BUCKET_PREFIX.length)))
    .sort();
  await ctx.images.delete(keys.slice(0, Math.max(0, keys.length - keep)));
}

let running: Promise<unknown> = Promise.resolve();

/**
 * Writes a backup of the database and the images to DATA_DIR/backups (and the bucket, when images live in one),
 * keeps the newest N, and records it as `backup.last`. One at a time in this process: a second call waits its turn.
 */
export function createBackup(ctx: BackupContext): Promise<BackupRecord> {
  const next = running.then(async () => {
    const at = ctx.clock.now();
    const dir = backupsDirOf(ctx.config.dataDir);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const name = backupName(at);
    const partial = path.join(dir, `.${name}.partial`);
    const file = path.join(dir, name);
    await writeBackupArchive(ctx, partial, at);
    fs.renameSync(partial, file);
    const record: BackupRecord = { at: at.toISOString(), path: file, bytes: fs.statSync(file).size };
    if (ctx.images instanceof S3Store) {
      await ctx.images.putFile(`${BUCKET_PREFIX}${name}`, file, "application/gzip");
    }
    await saveSetting(ctx.db, BACKUP_KEYS.last, record, at);
    await pruneBackups(ctx, dir, (await readBackupSettings(ctx.db)).keep);
    ctx.log.info({ backup: record }, "backup written");
    return record;
  });
  running = next.catch(() => {});
  return next;
}

/** A backup asked for (the dashboard's button, `npm run backup`), written to the audit log with who asked. */
export async function createRequestedBackup(
  ctx: AppContext,
  actor: AuditActor,
  by: "admin" | "backup token",
): Promise<BackupRecord> {
  const record = await createBackup(ctx);
  const details = { file: path.basename(record.path), bytes: record.bytes, by };
  await insertAudit(ctx.db, actor, { action: "backup_create", details }, ctx.clock.now());
  return record;
}
