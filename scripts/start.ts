import path from "node:path";
import { ConfigError, loadEnvFile } from "../server/config";
import { main } from "../server/main";

/**
 * The server program: read `.env` if there is one, then migrate and serve. `npm start` runs its compiled form
 * (dist/node/start.js, by scripts/run-built.mjs, which builds the web app and the server first when they are missing or
 * stale); `npm run dev` runs this file with tsx.
 */
try {
  const envFile = loadEnvFile();
  if (envFile) console.log(`Settings read from ${path.relative(process.cwd(), envFile)}`);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
await main();
