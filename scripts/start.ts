import path from "node:path";
import { ConfigError, loadEnvFile } from "../server/config";
import { openConfiguredDatabase } from "../server/db/open-configured";

/**
 * The server program: read `.env` if there is one, then migrate and serve. `npm start` runs its compiled form
 * (dist/node/start.js, by scripts/run-built.mjs, which builds the web app and the server first when they are missing or
 * stale); `npm run dev` runs this file with tsx. The database is opened before the rest of the server is loaded, so
 * the embedded one reads and compiles its WebAssembly meanwhile.
 */
try {
  const envFile = loadEnvFile();
  if (envFile) console.log(`Settings read from ${path.relative(process.cwd(), envFile)}`);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const opened = openConfiguredDatabase();
const { main } = await import("../server/main");
try {
  await main({ opened });
} catch (err) {
  // A setting found bad only once the database is open (a weak ADMIN_PASSWORD): one line, as loadConfig's.
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
