import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { classMergeTablePlugin } from "./scripts/class-merge-table.ts";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const TEST_FOLDERS = ["common", "server", "client", "scripts", "deploy"];

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(file);
    return file.endsWith(".test.ts") ? [file] : [];
  });
}

/**
 * A test that sets up a database names one of these (directly or through test support that does); the others are
 * pure and run without the migrated template database the database project makes first.
 */
const DATABASE_MARKERS = /\/(test-app|test-db|payment-test-app)"/;
/**
 * A database test runs once: on PostgreSQL when DATABASE_URL is set (as in CI, the engine people deploy to at scale),
 * on the embedded database otherwise; its SQL means the same on both. A test whose result the embedded database can
 * change (it touches PGlite: dump and restore, the commit listener and its notify, the advisory lock…) says so in a line
 * of its own, `// embedded-specific: <why>`, and `npm test` runs it on the embedded database as well when DATABASE_URL
 * is set (scripts/test.mjs: TEST_EMBEDDED_SPECIFIC_ONLY=1 keeps that run's database project to those files).
 */
const EMBEDDED_SPECIFIC = /^\/\/ embedded-specific: \S/m;
const source = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const allTests = TEST_FOLDERS.flatMap(testFiles);
const databaseTests = allTests.filter((file) => DATABASE_MARKERS.test(source(file)));
const pureTests = allTests.filter((file) => !databaseTests.includes(file));
const engineTests = process.env.TEST_EMBEDDED_SPECIFIC_ONLY
  ? databaseTests.filter((file) => EMBEDDED_SPECIFIC.test(source(file)))
  : databaseTests;

export default defineConfig({
  // `cn` merges classes by a table made from the code (scripts/class-merge-table.ts), in tests as in the build.
  plugins: [classMergeTablePlugin(ROOT)],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client", import.meta.url)),
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  test: {
    setupFiles: ["server/test/setup-file.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Each worker imports the server once for all its files instead of once per file: half the CPU of a run. A file
    // keeps its own database (createTestDatabase: an embedded one is emptied to the template's state and handed to the
    // worker's next file, 40% less time than loading the template again), no test replaces a module (no vi.mock), and
    // the factories' sample rotation starts again in each file (server/test/setup-file.ts).
    isolate: false,
    // Room for a slow file on a busy two-core machine (CI runs the typecheck and lint beside npm test).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    environment: "node",
    projects: [
      // The pure tests that start a program (server/main.test.ts…) start its compiled form, built first when stale.
      {
        extends: true,
        test: { name: "pure", include: pureTests, globalSetup: ["server/test/built-programs.ts"] },
      },
      {
        extends: true,
        test: { name: "database", include: engineTests, globalSetup: ["server/test/global-setup.ts"] },
      },
      // Component tests (`client/**/*.test.tsx`): a part of the web app rendered in happy-dom and used as a person
      // would, through Testing Library; no server, no browser.
      {
        extends: true,
        test: {
          name: "component",
          include: ["client/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["client/test/component-setup.ts"],
        },
      },
    ],
  },
});
