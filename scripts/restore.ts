import { RestoreRefusedError, restoreBackup } from "../server/backups/restore-service";
import { ConfigError, loadConfig, loadEnvFile } from "../server/config";
import { DataDirInUseError } from "../server/db/data-dir-lock";

/**
 * `npm run restore FILE [--force]`: a backup into an empty data folder (embedded database) or an empty PostgreSQL
 * database (DATABASE_URL), with its images; then `npm start` runs on it.
 */
const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((a) => a !== "--force");
if (files.length !== 1) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}
try {
  loadEnvFile();
  const config = loadConfig();
  const manifest = await restoreBackup(config, files[0], { force });
  const where = config.databaseUrl ? "the PostgreSQL database" : config.dataDir;
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.counts.notices ?? 0} notices, ` +
      `${Object.keys(manifest.images).length} images) into ${where}. Start the server with npm start.`,
  );
} catch (err) {
  const known =
    err instanceof ConfigError || err instanceof DataDirInUseError || err instanceof RestoreRefusedError;
  console.error(known ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
