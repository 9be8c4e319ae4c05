#!/usr/bin/env node
// `npm run build:server` (the last step of `npm run build`): compiles the server's programs (scripts/start.ts,
// seed.ts, admin.ts, backup.ts, restore.ts and everything they import from server/ and common/) into plain JavaScript in dist/node, so
// production runs without a TypeScript loader. Packages stay in node_modules (imported, not bundled), so a route that
// imports one lazily (sharp, stripe, the AWS SDK…) still loads it only when first used. The files land one folder
// below dist, as their sources are one or two below the root, so `new URL("../../…", import.meta.url)` finds the same
// files. Plain JavaScript itself, like scripts/run-built.mjs, as it runs before anything is compiled.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_OUT_DIR = path.join(ROOT, "dist/node");
export const PROGRAMS = ["start", "seed", "admin", "backup", "restore"];

/** The newest modification time (ms) of the files under `entries` (folders are walked) that `keep` accepts. */
function newestMtime(entries, keep = () => true) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file)) if (name !== "node_modules") visit(path.join(file, name));
    } else if (keep(file)) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of entries) visit(path.join(ROOT, entry));
  return newest;
}

/** Modification time of a built file, or 0 when it is missing. */
function builtAt(file) {
  try {
    return fs.statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return 0;
  }
}

const isSource = (file) => /\.(ts|tsx|mjs|js|json|css|html)$/.test(file) && !/\.test\.tsx?$/.test(file);

/** True when dist/node is missing or older than a source it is compiled from. */
export function serverBuildIsStale() {
  const built = Math.min(...PROGRAMS.map((p) => builtAt(`dist/node/${p}.js`)));
  const sources = newestMtime(["server", "common", "scripts", "package.json", "tsconfig.json"], isSource);
  return built === 0 || sources > built;
}

/** True when the web app (dist/client) or its server renderer (dist/server) is missing or older than its sources. */
export function webBuildIsStale() {
  const built = Math.min(builtAt("dist/client/index.html"), builtAt("dist/server/entry-server.js"));
  const sources = newestMtime(
    ["client", "common", "vite.config.ts", "scripts/class-merge-table.ts", "package.json"],
    isSource,
  );
  return built === 0 || sources > built;
}

export async function buildServer() {
  const esbuild = await import("esbuild");
  fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(PROGRAMS.map((p) => [p, `scripts/${p}.ts`])),
    outdir: SERVER_OUT_DIR,
    bundle: true,
    splitting: true,
    chunkNames: "[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    legalComments: "none",
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
