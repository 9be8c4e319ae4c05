import pino from "pino";
import { BackupRecordSchema } from "../common/backup-schemas";
import { createBackup } from "../server/backups/backup-service";
import { readBackupToken } from "../server/backups/backup-token";
import { systemClock } from "../server/clock";
import { ConfigError, loadConfig, loadEnvFile, type Config } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirInUseError } from "../server/db/data-dir-lock";
import { createObjectStore } from "../server/images/object-store";

/**
 * `npm run backup`: asks the running server for a backup (it holds the embedded database's only connection), with
 * the token it keeps in DATA_DIR/backup.token, and prints the path of the file written. When no server answers, it
 * opens the database itself and writes the backup the same way.
 */
function serverUrl(config: Config): string {
  if (config.backupUrl) return config.backupUrl;
  const host = config.host === "0.0.0.0" ? "127.0.0.1" : config.host === "::" ? "[::1]" : config.host;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${config.port}`;
}

/** The path the server wrote, or undefined when no server is listening (connection refused). */
async function askServer(config: Config, token: string): Promise<string | undefined> {
  let answer: Response;
  try {
    answer = await fetch(`${serverUrl(config)}/api/admin/backups`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return undefined;
    throw err;
  }
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  if (answer.status !== 201) {
    throw new Error(`The server refused the backup (${answer.status}): ${body.message ?? "no reason given"}`);
  }
  return BackupRecordSchema.parse(body).path;
}

async function backUpHere(config: Config): Promise<string> {
  const database = openDatabase(config);
  try {
    await database.migrate();
    const ctx = {
      config,
      db: database.db,
      clock: systemClock,
      images: createObjectStore(config),
      log: pino({ level: "warn" }),
    };
    return (await createBackup(ctx)).path;
  } finally {
    await database.close();
  }
}

/**
 * The embedded database is held by a server this script did not reach: most often one started with another PORT than
 * this shell's. Say what the script needs rather than only "stop the server".
 */
function serverNotReached(config: Config, err: DataDirInUseError): string {
  return (
    `${err.message.replace(/: stop it first.*$/, "")}, and no server answered at ${serverUrl(config)}. ` +
    "To back up while it runs, npm run backup asks the running server: set PORT to the server's PORT " +
    "(or BACKUP_URL to its address), as in the .env the server reads."
  );
}

try {
  loadEnvFile();
  const config = loadConfig();
  const token = readBackupToken(config.dataDir);
  const written =
    (token && (await askServer(config, token))) ||
    (await backUpHere(config).catch((err: unknown) => {
      if (err instanceof DataDirInUseError) throw new DataDirInUseError(serverNotReached(config, err));
      throw err;
    }));
  console.log(written);
} catch (err) {
  const known = err instanceof ConfigError || err instanceof DataDirInUseError;
  console.error(known ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
