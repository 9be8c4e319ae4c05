import fs from "node:fs";
import path from "node:path";
import { CLIENT_DIST_DIR } from "../server/http/static-files";
import { main } from "../server/main";

/** `npm start`: build the web app if it is not built, then migrate and serve. */
if (!fs.existsSync(path.join(CLIENT_DIST_DIR, "index.html"))) {
  console.log("Building the web app (first start)…");
  const { build } = await import("vite");
  await build({ configFile: path.resolve(import.meta.dirname, "../vite.config.ts"), logLevel: "warn" });
}
await main();
