import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The key `npm run backup` presents to the running server (POST /api/admin/backups, `Authorization: Bearer …`): 256
 * random bits in DATA_DIR/backup.token, readable by its owner only. Whoever can read it can already read the data
 * folder, database and all, so it grants nothing new; anyone else, on this machine or the network, cannot.
 */
export const BACKUP_TOKEN_FILE = "backup.token";

export function backupTokenPath(dataDir: string): string {
  return path.join(dataDir, BACKUP_TOKEN_FILE);
}

/** Creates the token file at start when it is missing; an existing one keeps its token (and is made private again). */
export function ensureBackupToken(dataDir: string): void {
  const file = backupTokenPath(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    fs.chmodSync(file, 0o600);
  }
}

export function readBackupToken(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(backupTokenPath(dataDir), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/** Compares in constant time (as hashes, so the lengths match too). */
export function isBackupToken(dataDir: string, presented: string): boolean {
  const token = readBackupToken(dataDir);
  return token !== undefined && crypto.timingSafeEqual(digest(token), digest(presented));
}
