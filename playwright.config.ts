import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";
import { E2E_BASE_URL, E2E_PORT } from "./tests/e2e/support/e2e-env";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  // A journey's ceiling, not a speed target: on a loaded two-core machine a long journey took over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // Three on two cores: a journey spends much of its time waiting (for the server, a paint, a timer). All 107 runs,
  // alone on the machine: 2 workers 4.1–4.3 min with the processors 16% idle (vmstat), 3 workers 3.6 min, 6% idle.
  workers: 3,
  fullyParallel: false,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
    screenshot: "only-on-failure",
    // Every journey opens a fresh browser, which would install the service worker and precache the whole build each
    // time, and a worker serving assets hides them from page.route(). The offline journeys allow it (offline.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath() ?? "/usr/bin/chromium-headless-shell",
      args: chromiumArgs,
    },
  },
  projects: [
    // A journey tagged @phone runs at both widths; one tagged @phone-only only at 375 px: a flow whose desktop layout
    // another journey already shows (the dashboard, the conversation page), or one about the phone itself.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined, viewport: { width: 375, height: 740 } },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: "npx tsx tests/e2e/support/e2e-server.ts",
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      E2E_PORT: String(E2E_PORT),
      ...(process.env.E2E_CLIENT_DIR ? { E2E_CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
  },
});
