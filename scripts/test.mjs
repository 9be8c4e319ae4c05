#!/usr/bin/env node
// `npm test`: every test — unit and route tests (Vitest on the embedded database), then the browser journeys
// (Playwright, system Chromium). With DATABASE_URL set, the database tests run on that PostgreSQL server, after an
// embedded run of the tests that need no database and of the database tests marked `// embedded-specific:`: each test
// once per engine that can change its result (see vitest.config.ts). One after the other, not side by side: on two
// cores the two runs side by side took 398 s, one after the other 315 s.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { webBuildIsStale } from "./build-server.mjs";
import { chromiumPath } from "./chromium-path.mjs";

/** Runs a command to its end; answers its exit status. */
const run = (cmd, args, env = process.env) =>
  new Promise((resolve) =>
    spawn(cmd, args, { stdio: "inherit", env }).on("close", (code) => resolve(code ?? 1)),
  );

/** Each part's time, printed at the end (CI's log shows where the minutes go). */
const times = [];
async function timed(part, work) {
  const start = performance.now();
  const status = await work();
  times.push(`${part}: ${Math.round((performance.now() - start) / 1000)} s`);
  return status;
}

/** The journeys' browser (scripts/chromium-path.mjs): installed with apt-get when missing and run as root. */
async function ensureChromium() {
  if (chromiumPath()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Installing Chromium's headless shell for the browser tests (apt-get)…");
    const install = (browser) =>
      run("apt-get", ["install", "-y", "-qq", browser, "fonts-liberation"], {
        ...process.env,
        DEBIAN_FRONTEND: "noninteractive",
      });
    // Debian has the headless shell; where a distribution lacks it, its full Chromium serves.
    const ok =
      (await run("apt-get", ["update", "-qq"])) === 0 &&
      ((await install("chromium-headless-shell")) === 0 || (await install("chromium")) === 0);
    if (ok && chromiumPath()) return;
  }
  console.error(
    `Chromium is missing: install it (as root: apt-get install -y chromium-headless-shell fonts-liberation) or set CHROMIUM_PATH, then run npm test again.`,
  );
  process.exit(1);
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "nb-test-"));
const vitestJson = (name) => path.join(reports, `vitest-${name}.json`);
const playwrightJson = path.join(reports, "playwright.json");
const only = process.argv[2]; // "unit" or "e2e" to run one half
/** After "unit", Vitest's file filters: `npm test -- unit server/notices` runs those files on each engine. */
const filters = only === "unit" ? process.argv.slice(3) : [];
const databaseUrl = process.env.DATABASE_URL;
const vitestArgs = (name) => [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson(name)}`,
  ...filters,
];

let unitStatus = 0;
let postgresStatus = 0;
if (only !== "e2e") {
  const embeddedEnv = { ...process.env };
  delete embeddedEnv.DATABASE_URL;
  // With a PostgreSQL server to follow, the embedded run keeps to the database tests marked embedded-specific.
  if (databaseUrl) embeddedEnv.TEST_EMBEDDED_SPECIFIC_ONLY = "1";
  const embeddedArgs = [...vitestArgs("embedded"), ...(databaseUrl ? ["--passWithNoTests"] : [])];
  unitStatus = await timed("Vitest, embedded database", () => run("npx", embeddedArgs, embeddedEnv));
  if (databaseUrl) {
    console.log(`\nThe database tests, on PostgreSQL (${new URL(databaseUrl).host}):`);
    postgresStatus = await timed("Vitest, PostgreSQL", () =>
      run("npx", [...vitestArgs("postgres"), "--project", "database", "--passWithNoTests"], {
        ...process.env,
        DATABASE_URL: databaseUrl,
      }),
    );
  }
}
let e2eStatus = 0;
if (only !== "unit") {
  await ensureChromium();
  // The journeys' web app: built when missing or older than its sources (as `npm start` does), else reused.
  const buildStatus = webBuildIsStale()
    ? (await run("npx", ["vite", "build", "--logLevel", "warn"])) ||
      (await run("npx", ["vite", "build", "--ssr", "entry-server.tsx", "--logLevel", "warn"]))
    : 0;
  e2eStatus =
    buildStatus ||
    (await timed("Playwright journeys", () =>
      run("npx", ["playwright", "test", "--reporter=list,json"], {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      }),
    ));
}

let passed = 0;
let failed = 0;
let skipped = 0;
// The failures are named again under the summary, with the first line of why: CI keeps only the tail of what this
// prints, and a count alone cannot say which test to look at.
const failures = [];
const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim()) ?? "";
for (const file of [vitestJson("embedded"), vitestJson("postgres")].filter((f) => fs.existsSync(f))) {
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (r.numFailedTestSuites && !r.numFailedTests) failed += r.numFailedTestSuites;
  const engine = file === vitestJson("embedded") ? "embedded" : "postgres";
  for (const suite of r.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests)
      failures.push(`${engine} ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (suite.status === "failed" && failedTests.length === 0)
      failures.push(`${engine} ${where}: ${firstLine(suite.message)}`);
  }
}
if (fs.existsSync(playwrightJson)) {
  const report = JSON.parse(fs.readFileSync(playwrightJson, "utf8"));
  const s = report.stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.error)?.error;
        failures.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${test.status === "flaky" ? "flaky: " : ""}${firstLine(error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === suite.title ? titles : [...titles, suite.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}
fs.rmSync(reports, { recursive: true, force: true });
const status = unitStatus || postgresStatus || e2eStatus;
if (status && failed === 0) failed = 1;
console.log(`\n${times.join("; ")}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
for (const failure of failures) console.log(`failed: ${stripVTControlCharacters(failure).slice(0, 400)}`);
process.exit(status ? 1 : 0);
