import { z } from "zod";

/** A backup older than this is shown as a warning on the admin dashboard. */
export const BACKUP_STALE_HOURS = 48;

export const BACKUP_DEFAULTS = { time: "02:30", keep: 14 } as const;

/** The nightly backup's London time and how many backup files are kept (PUT /api/admin/backups/settings). */
export const BackupSettingsSchema = z.object({
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM (24-hour clock)"),
  keep: z
    .number("Enter how many backups to keep")
    .int("Enter a whole number")
    .min(1, "Keep at least 1 backup")
    .max(365, "Keep at most 365 backups"),
});
export type BackupSettings = z.infer<typeof BackupSettingsSchema>;

/** The last backup written: `backup.last` in the settings table. */
export const BackupRecordSchema = z.object({
  at: z.iso.datetime(),
  /** The file's full path on the server that wrote it. */
  path: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type BackupRecord = z.infer<typeof BackupRecordSchema>;

/** GET /api/admin/backups: the schedule, the last backup, and whether it is older than BACKUP_STALE_HOURS. */
export const BackupStatusSchema = z.object({
  settings: BackupSettingsSchema,
  last: BackupRecordSchema.nullable(),
  isStale: z.boolean(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;

/**
 * POST /api/admin/backups takes nothing: no query, no body (or an empty JSON object). A backup costs seconds, so
 * anything sent with the request is refused (400) rather than ignored.
 */
export const BackupRunQuerySchema = z.strictObject({});
export const BackupRunBodySchema = z.strictObject({}).nullish();
