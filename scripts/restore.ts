import { goLive } from "../server/backups/quiet-copy";
import { RestoreRefusedError, restoreBackup } from "../server/backups/restore-service";
import { ConfigError, loadConfig, loadEnvFile } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirInUseError } from "../server/db/data-dir-lock";

/**
 * `npm run restore -- FILE [--force] [--live]`: a backup into an empty data folder (embedded database) or an empty
 * PostgreSQL database (DATABASE_URL), with its images; then `npm start` runs on it. The copy starts quiet (outbox
 * paused, jobs off: it must not mail the real posters and subscribers) unless `--live`; `npm run restore -- --live`
 * alone tells a quiet copy to go live.
 */
const args = process.argv.slice(2);
const force = args.includes("--force");
const live = args.includes("--live");
const files = args.filter((a) => a !== "--force" && a !== "--live");
if (files.length > 1 || (files.length === 0 && !live) || (files.length === 0 && force)) {
  console.error("Usage: npm run restore -- <backup file> [--force] [--live], or npm run restore -- --live");
  process.exit(2);
}

/** `--live` alone: the restored copy in DATA_DIR (or DATABASE_URL) sends mail and runs jobs from its next start. */
async function goLiveHere(): Promise<string> {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await database.migrate();
    return (await goLive(database.db))
      ? "This copy is live: start (or restart) the server with npm start, and it sends mail and runs its jobs."
      : "This database was not a quiet restored copy: nothing changed.";
  } finally {
    await database.close();
  }
}

try {
  loadEnvFile();
  if (files.length === 0) {
    console.log(await goLiveHere());
  } else {
    const config = loadConfig();
    const manifest = await restoreBackup(config, files[0], { force, live });
    const where = config.databaseUrl ? "the PostgreSQL database" : config.dataDir;
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.counts.notices ?? 0} notices, ` +
        `${Object.keys(manifest.images).length} images) into ${where}.`,
    );
    console.log(
      live
        ? "Start the server with npm start: this copy is live, it sends mail and runs its jobs."
        : "Start the server with npm start: this copy is quiet, with its mail paused and its jobs off, until you run npm run restore -- --live.",
    );
  }
} catch (err) {
  const known =
    err instanceof ConfigError || err instanceof DataDirInUseError || err instanceof RestoreRefusedError;
  console.error(known ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
