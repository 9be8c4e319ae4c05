#!/usr/bin/env node
// `npm start`, `npm run seed`, `npm run admin`, `npm run backup` and `npm run restore` (`node scripts/run-built.mjs <program> [arguments]`): builds what is
// missing or older than its sources (the web app and its server renderer for `start`, then the server itself, each in
// a child process that exits, so no build tool stays in memory), then runs dist/node/<program>.js in this very process:
// one Node process per program, with no TypeScript loader, so a signal sent to it reaches the program itself.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PROGRAMS, ROOT, SERVER_OUT_DIR, serverBuildIsStale, webBuildIsStale } from "./build-server.mjs";

const program = process.argv[2];
if (!PROGRAMS.includes(program)) {
  console.error(`Usage: node scripts/run-built.mjs ${PROGRAMS.join("|")} [arguments]`);
  process.exit(2);
}
// The program reads its own arguments from process.argv.slice(2), as when run directly.
process.argv.splice(2, 1);

/**
 * Runs `node <args>` in the repository for each step. A failed build stops here, unless `built` (the previous build)
 * exists: then it runs on that one with a warning, as on a server whose program folder is read-only (systemd's
 * ProtectSystem=strict) where a changed file's date alone must not stop the board.
 */
function build(what, built, steps) {
  console.log(`Building ${what} …`);
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: "inherit" });
    if (result.status === 0) continue;
    if (!fs.existsSync(path.join(ROOT, built))) process.exit(result.status ?? 1);
    console.warn(`Could not build ${what}: running the previous build (run npm run build to see why).`);
    return;
  }
}

if (program === "start" && webBuildIsStale()) {
  const vite = path.join(ROOT, "node_modules/vite/bin/vite.js");
  build("the web app", "dist/server/entry-server.js", [
    [vite, "build", "--logLevel", "warn"],
    [vite, "build", "--ssr", "entry-server.tsx", "--logLevel", "warn"],
  ]);
}
if (serverBuildIsStale()) {
  build("the server", `dist/node/${program}.js`, [[path.join(ROOT, "scripts/build-server.mjs")]]);
}
await import(pathToFileURL(path.join(SERVER_OUT_DIR, `${program}.js`)).href);
