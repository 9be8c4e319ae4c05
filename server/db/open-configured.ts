import { ConfigError, loadConfig, loadEnvFile, type Config } from "../config";
import { openDatabase, type Database } from "./client";
import { DataDirInUseError } from "./data-dir-lock";

/**
 * For `npm start`, `npm run seed` and `npm run admin`: the settings and the database they name. A bad setting or an
 * embedded database held by another process prints its one line and ends the process.
 */
export function openConfiguredDatabase(): { config: Config; database: Database } {
  try {
    loadEnvFile();
    const config = loadConfig();
    return { config, database: openDatabase(config) };
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
