#!/usr/bin/env node
// `npm test`: every test — unit and route tests (Vitest), then the browser journeys (Playwright, system Chromium).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Installing Chromium for the browser tests (apt-get)…");
    const ok =
      run("apt-get", ["update", "-qq"]) === 0 &&
      run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], {
        DEBIAN_FRONTEND: "noninteractive",
      }) === 0;
    if (ok && fs.existsSync(chromium)) return;
  }
  console.error(
    `Chromium is missing: install it (as root: apt-get install -y chromium fonts-liberation) or set CHROMIUM_PATH, then run npm test again.`,
  );
  process.exit(1);
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "nb-test-"));
const vitestJson = path.join(reports, "vitest.json");
const playwrightJson = path.join(reports, "playwright.json");
const only = process.argv[2]; // "unit" or "e2e" to run one half

let unitStatus = 0;
let e2eStatus = 0;
if (only !== "e2e") {
  unitStatus = run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ]);
}
if (only !== "unit") {
  ensureChromium();
  const buildStatus =
    run("npx", ["vite", "build", "--logLevel", "warn"]) ||
    run("npx", ["vite", "build", "--ssr", "entry-server.tsx", "--logLevel", "warn"]);
  e2eStatus =
    buildStatus ||
    run("npx", ["playwright", "test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    });
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (r.numFailedTestSuites && !r.numFailedTests) failed += r.numFailedTestSuites;
}
if (fs.existsSync(playwrightJson)) {
  const s = JSON.parse(fs.readFileSync(playwrightJson, "utf8")).stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
}
fs.rmSync(reports, { recursive: true, force: true });
const status = unitStatus || e2eStatus;
if (status && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status ? 1 : 0);
