/**
 * `npm run bench:queue`: 100 pending notices in a throwaway embedded database, the real app and the built client
 * (run `npx vite build` first), and Chromium clearing the review queue by keyboard alone: every tenth notice rejected
 * with a reason (`r` then `3`), the rest approved (`a`). Prints the key presses per notice and the median and p95 time
 * from a key press to the next card being in the page (measured in the browser: keydown to the DOM change).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import pino from "pino";
import { buildApp } from "../server/app";
import { testConfig } from "../server/config";
import { upsertAdmin } from "../server/admin-auth/admin-bootstrap";
import { openPglite } from "../server/db/client";
import { insertNotice } from "../server/test/factories";
import { ensureCategories } from "../server/db/reference-data";

const NOTICES = Number(process.env.BENCH_QUEUE_NOTICES ?? 100);
const PORT = Number(process.env.BENCH_QUEUE_PORT ?? 3190);
const ADMIN = { username: "bench-moderator", password: "wrekin ferry lantern 42" };
const CLIENT_DIR = path.resolve(import.meta.dirname, "../dist/client");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  if (!fs.existsSync(path.join(CLIENT_DIR, "index.html")))
    throw new Error("build the client first: npx vite build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-bench-queue-"));
  const database = openPglite(undefined);
  await database.migrate();
  await ensureCategories(database.db);
  await upsertAdmin(database.db, ADMIN.username, ADMIN.password);
  for (let i = 0; i < NOTICES; i += 1) {
    await insertNotice(database.db, { status: "pending", approvedAt: null, title: `Bench notice ${i + 1}` });
  }
  const publicUrl = `http://127.0.0.1:${PORT}`;
  const app = await buildApp({
    config: testConfig({ dataDir, publicUrl, port: PORT }),
    db: database.db,
    logger: pino({ level: "silent" }),
    clientDir: CLIENT_DIR,
  });
  await app.listen({ port: PORT, host: "127.0.0.1" });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${publicUrl}/admin/login`);
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.locator("article[aria-current='true'] h3").waitFor();
    // In the page: the time from each keydown to the moment the current card's title changes.
    await page.evaluate(() => {
      const w = window as unknown as { benchTimes: number[]; benchKeyAt: number };
      w.benchTimes = [];
      document.addEventListener("keydown", (e) => (w.benchKeyAt = e.timeStamp), true);
      let last = document.querySelector("article[aria-current='true'] h3")?.textContent;
      new MutationObserver(() => {
        const now = document.querySelector("article[aria-current='true'] h3")?.textContent;
        if (now !== last) {
          last = now;
          w.benchTimes.push(performance.now() - w.benchKeyAt);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    let presses = 0;
    let approvals = 0;
    let rejections = 0;
    const started = Date.now();
    for (let i = 0; i < NOTICES; i += 1) {
      const before = await page.locator("article[aria-current='true'] h3").textContent();
      if (i % 10 === 9) {
        await page.keyboard.press("r");
        await page.keyboard.press("3");
        presses += 2;
        rejections += 1;
      } else {
        await page.keyboard.press("a");
        presses += 1;
        approvals += 1;
      }
      await page.waitForFunction(
        (prev) => document.querySelector("article[aria-current='true'] h3")?.textContent !== prev,
        before,
      );
    }
    const elapsed = (Date.now() - started) / 1000;
    const times = (
      await page.evaluate(() => (window as unknown as { benchTimes: number[] }).benchTimes)
    ).sort((a, b) => a - b);
    await page.getByText("Nothing waiting. All clear.").waitFor();
    console.log(`queue of ${NOTICES} pending notices cleared by keyboard in ${elapsed.toFixed(1)} s`);
    console.log(`key presses: ${presses} (${(presses / NOTICES).toFixed(2)} per notice)`);
    console.log(
      `  approve: ${approvals} notices, 1 key each; reject with a reason: ${rejections} notices, 2 keys each`,
    );
    console.log(
      `key to next card: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} cards)`,
    );
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
