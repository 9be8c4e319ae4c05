import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadEnvFile } from "../server/config";
import { CLIENT_DIST_DIR } from "../server/http/static-files";
import { main } from "../server/main";
import { SSR_ENTRY_PATH } from "../server/ssr/ssr-entry";

/**
 * `npm start`: read `.env` if there is one, build the web app and its server renderer if they are not built, then
 * migrate and serve.
 */
try {
  const envFile = loadEnvFile();
  if (envFile) console.log(`Settings read from ${path.relative(process.cwd(), envFile)}`);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const configFile = path.resolve(import.meta.dirname, "../vite.config.ts");
if (!fs.existsSync(path.join(CLIENT_DIST_DIR, "index.html"))) {
  console.log("Building the web app (first start)…");
  const { build } = await import("vite");
  await build({ configFile, logLevel: "warn" });
}
if (!fs.existsSync(SSR_ENTRY_PATH)) {
  console.log("Building the server renderer (first start)…");
  const { build } = await import("vite");
  await build({ configFile, logLevel: "warn", build: { ssr: "entry-server.tsx" } });
}
await main();
