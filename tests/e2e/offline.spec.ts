import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_CLIENT_DIR, E2E_DATA_DIR, E2E_PORT } from "./support/e2e-env";
import sharp from "sharp";
import { chooseOption, expect, expectAccessible, test, toast, unique, waitForMail } from "./support/fixtures";
import { createLiveNotice } from "./support/seed-notice";

/**
 * The board on no signal (docs/decisions/0018-offline.md): pages opened with signal are kept by the service worker and
 * read without it as saved copies, marked with the time they were saved; secret-link pages never are.
 */
test.use({ serviceWorkers: "allow" });

const PAGES_CACHE = "noticeboard-pages";

/** Waits until the service worker controls the page (the first visit installs it, and it claims the page). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The addresses of the saved pages, as the worker keeps them. */
async function savedPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }, PAGES_CACHE);
}

/** "10:42" as the browser's own clock writes it. */
const timeOfDay = (page: Page, at: number) =>
  page.evaluate((ms) => new Date(ms).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" }), at);

test("a visited list and notice read offline as saved copies with their time; a secret page does not", async ({
  page,
  request,
}) => {
  const title = unique("Oak gate-leg table ");
  const notice = await createLiveNotice(request, {
    title,
    description: "Solid oak gate-leg table, seats six with the leaves up, collection from Cleobury Mortimer.",
    category: "items_for_sale",
    location: "cleobury_mortimer",
    price: "60",
  });
  const mail = await waitForMail(notice.contactEmail, /confirm/i);
  const manageLink = mail.links.find((link) => link.includes("/manage/"));
  expect(manageLink, "manage link in the activation mail").toBeTruthy();

  // A town's list: the journeys running beside this one post items for sale too, and could push the table off the
  // first page of the whole category between this visit and the worker's copy of it.
  const listPath = "/category/items_for_sale?location=cleobury_mortimer";
  const savedFrom = Date.now();
  // The first visit installs the worker; the page it was opened on is saved once the worker controls it.
  await page.goto(listPath);
  await waitForServiceWorker(page);
  await expect.poll(() => savedPages(page)).toContain(listPath);
  // The notice is reached by the app's own navigation (no page load): it is saved all the same.
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const noticePath = new URL(page.url()).pathname;
  await expect.poll(() => savedPages(page)).toContain(noticePath);
  // A page opened from an e-mailed link carries its secret in the address: never saved.
  await page.goto(manageLink!);
  await expect(page.getByRole("heading", { name: "Manage your notice" })).toBeVisible();
  const savedTo = Date.now();
  expect((await savedPages(page)).filter((path) => ![listPath, noticePath].includes(path))).toEqual([]);
  const times = [await timeOfDay(page, savedFrom), await timeOfDay(page, savedTo)];

  await page.context().setOffline(true);
  await page.goto(noticePath);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("seats six with the leaves up")).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "Saved copy from" });
  await expect(banner).toHaveText(/^Saved copy from \d\d:\d\d — you are offline$/);
  expect(times).toContain(
    (await banner.textContent())!.slice("Saved copy from ".length, -" — you are offline".length),
  );
  await expectAccessible(page);

  await page.goto(listPath);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved copy from" })).toBeVisible();

  // The manage page was opened with signal, but nothing of it was kept.
  await page.goto(manageLink!);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText("This page was not saved on this device.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Manage your notice" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(page);
});

test("a search made on a sleeping list is kept for reading offline, as one made awake is", async ({
  page,
  request,
}) => {
  const tag = unique("of");
  const title = `Piano tuning ${tag}`;
  // Services, not items for sale: the journey above looks for its notice on the first page of items for sale.
  await createLiveNotice(request, {
    title,
    description: "Piano tuning and small repairs in Clun and the villages around.",
    category: "services",
    location: "bishops_castle",
  });
  await page.goto("/category/services");
  await waitForServiceWorker(page);
  await expect.poll(() => savedPages(page)).toContain("/category/services");
  // Searched while the page sleeps (features/notices/search-asleep.ts): Enter adds the address, as a search awake does.
  const box = page.getByRole("searchbox", { name: "Search notices" });
  await box.focus();
  await box.pressSequentially(tag);
  await box.press("Enter");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const searched = `/category/services?search=${tag}`;
  await expect(page).toHaveURL(new RegExp(`${searched.replace("?", "\\?")}$`));
  await expect.poll(() => savedPages(page)).toContain(searched);

  await page.context().setOffline(true);
  await page.goto(searched);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved copy from" })).toBeVisible();
});

/** The app on a port of its own, serving the built client in `clientDir`, as the deploy of one build would. */
async function startBuild(port: number, clientDir: string): Promise<ChildProcess> {
  const server = spawn("npx", ["tsx", "tests/e2e/support/e2e-server.ts"], {
    env: { ...process.env, E2E_PORT: String(port), E2E_CLIENT_DIR: clientDir },
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`the app did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stopBuild(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid!, "SIGTERM");
  await exited;
}

/** Which build the page's HTML names, and which its running script came from. */
const buildsOf = (page: Page) =>
  page.evaluate(() => ({
    html: document.querySelector<HTMLMetaElement>('meta[name="build"]')!.content,
    script: document.documentElement.dataset.build,
  }));

/** The scripts the page loaded, by file name. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith(".js") && pathname !== "/sw.js")
      .map((pathname) => pathname.split("/").pop()!),
  );

const assetsOf = (clientDir: string) => fs.readdirSync(path.join(clientDir, "assets"));

test("a new build's worker takes over at the next load, and no page mixes the two builds' scripts", async ({
  page,
}) => {
  test.setTimeout(360_000);
  // The second build: the same code under another name, so its entry script (which carries the name) differs.
  const marker = unique("second-");
  const second = fs.mkdtempSync(path.join(os.tmpdir(), "nb-second-build-"));
  execFileSync("npx", ["vite", "build", "--outDir", second, "--emptyOutDir", "--logLevel", "warn"], {
    env: { ...process.env, VITE_BUILD_MARKER: marker },
    stdio: "ignore",
  });
  const first = E2E_CLIENT_DIR;
  const firstMarker = /<meta name="build" content="([^"]*)"/.exec(
    fs.readFileSync(path.join(first, "index.html"), "utf8"),
  )![1];
  expect(firstMarker).not.toBe(marker);
  const secondEntry = /src="\/assets\/(index-[^"]+\.js)"/.exec(
    fs.readFileSync(path.join(second, "index.html"), "utf8"),
  )![1];
  expect(assetsOf(first)).not.toContain(secondEntry);

  // One origin for both deploys, as a real site has.
  const port = E2E_PORT + 10;
  const origin = `http://127.0.0.1:${port}`;
  let server = await startBuild(port, first);
  try {
    await page.goto(`${origin}/`);
    await waitForServiceWorker(page);
    expect(await buildsOf(page)).toEqual({ html: firstMarker, script: firstMarker });

    // The second build is deployed while the page of the first is open: the first build's files are gone from the
    // server, and the page still opens its post dialog, whose script the worker kept.
    await stopBuild(server);
    server = await startBuild(port, second);
    await page.getByRole("button", { name: "Post a Notice" }).first().click();
    await expect(page.getByRole("dialog", { name: "Post a Notice" })).toBeVisible();
    expect(await buildsOf(page)).toEqual({ html: firstMarker, script: firstMarker });
    const firstAssets = assetsOf(first);
    for (const script of await scriptsOf(page)) expect(firstAssets, script).toContain(script);

    // The next load is the second build's, whole; its worker takes over (the page reloads once more when it does).
    await page.reload();
    const firstEntry = /src="\/assets\/(index-[^"]+\.js)"/.exec(
      fs.readFileSync(path.join(first, "index.html"), "utf8"),
    )![1];
    await expect
      .poll(() =>
        page
          .evaluate(
            async (entries) => {
              const registration = await navigator.serviceWorker.getRegistration();
              const precache = (await caches.keys()).find((name) => name.includes("precache"));
              const kept = precache ? (await (await caches.open(precache)).keys()).map((r) => r.url) : [];
              return {
                settled:
                  !registration?.installing &&
                  !registration?.waiting &&
                  navigator.serviceWorker.controller?.state === "activated",
                first: kept.some((url) => url.includes(entries.first)),
                second: kept.some((url) => url.includes(entries.second)),
              };
            },
            { first: firstEntry, second: secondEntry },
          )
          .catch(() => "reloading"),
      )
      .toEqual({ settled: true, first: false, second: true });
    await expect.poll(() => buildsOf(page)).toEqual({ html: marker, script: marker });

    // Without signal the page comes from the new worker alone: the second build's HTML and scripts, nothing of the
    // first's.
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Saved copy from" })).toBeVisible();
    expect(await buildsOf(page)).toEqual({ html: marker, script: marker });
    await page.getByRole("button", { name: "Post a Notice" }).first().click();
    await expect(page.getByRole("dialog", { name: "Post a Notice" })).toBeVisible();
    const secondAssets = assetsOf(second);
    for (const script of await scriptsOf(page)) expect(secondAssets, script).toContain(script);
  } finally {
    await stopBuild(server);
    fs.rmSync(second, { recursive: true, force: true });
    fs.rmSync(path.resolve(import.meta.dirname, `../../.data-e2e-${port}`), { recursive: true, force: true });
  }
});

/** The photos the server has stored. */
const storedPhotos = () => fs.readdirSync(path.join(E2E_DATA_DIR, "uploads")).length;

test("a notice written without signal, photo included, waits across a reload and is sent when the signal is back", async ({
  page,
}) => {
  const title = unique("Small hay bales ");
  const email = `${unique("poster-")}@example.org`;
  const photo = path.join(os.tmpdir(), `${unique("nb-bales-")}.jpg`);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c9a227" } })
    .jpeg({ quality: 80 })
    .toFile(photo);
  await page.goto("/");
  await waitForServiceWorker(page);
  await expect.poll(() => savedPages(page)).toContain("/");

  await page.context().setOffline(true);
  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Post a Notice" });
  await expect(dialog).toBeVisible();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Category" }), "Items for Sale");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Location" }), "Ludlow");
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("Forty small bales of meadow hay, stored dry in a barn near Ludlow.");
  await dialog.getByLabel("Price (£)").fill("4");
  await dialog.getByLabel("Contact email").fill(email);
  await dialog.getByLabel("Image (optional)").setInputFiles(photo);
  await expect(dialog.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  await dialog.getByRole("checkbox", { name: "I accept the terms and conditions" }).check();
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(dialog).toBeHidden();
  const waiting = page
    .getByRole("status")
    .filter({ hasText: "Waiting for signal — your notice will be sent" });
  await expect(waiting).toBeVisible();
  await expectAccessible(page);

  // Nothing is lost across a reload without signal.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Saved copy from" })).toBeVisible();
  await expect(waiting).toBeVisible();

  const photosBefore = storedPhotos();
  await page.context().setOffline(false);
  await expect(toast(page, "Notice Submitted Successfully")).toBeVisible();
  await expect(toast(page, "We've sent you a confirmation email to activate your notice.")).toBeVisible();
  await expect(waiting).toHaveCount(0);
  const mail = await waitForMail(email, /confirm/i);
  expect(mail.text).toContain(title);
  expect(storedPhotos()).toBeGreaterThan(photosBefore);

  // Sent once: another reload with signal sends nothing again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Recent Notices" })).toBeVisible();
  await expect(waiting).toHaveCount(0);
});

test("a notice written without signal is sent by the service worker when the signal is back, with the board's page closed", async ({
  page,
}) => {
  const title = unique("Logs for the stove ");
  const email = `${unique("poster-")}@example.org`;
  await page.goto("/");
  await waitForServiceWorker(page);

  await page.context().setOffline(true);
  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Post a Notice" });
  await chooseOption(page, dialog.getByRole("combobox", { name: "Category" }), "Items for Sale");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Location" }), "Ludlow");
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("A dumpy bag of seasoned ash logs, split and ready for the stove.");
  await dialog.getByLabel("Price (£)").fill("60");
  await dialog.getByLabel("Contact email").fill(email);
  await dialog.getByRole("checkbox", { name: "I accept the terms and conditions" }).check();
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Waiting for signal — your notice will be sent" }),
  ).toBeVisible();

  // The board's page is closed before the signal comes back (another tab, not the board's, stays open): only the
  // worker can send it. Back online, Chrome fires the sync the page registered (notice-outbox-store.ts); Playwright's
  // contexts are off-the-record profiles, where Chromium turns Background Sync off, so the journey fires the event as
  // DevTools' "Sync" button does.
  const origin = new URL(page.url()).origin;
  const other = await page.context().newPage();
  await page.close();
  await other.context().setOffline(false);
  const cdp = await other.context().newCDPSession(other);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId: await registration,
    tag: "send-kept-notices",
    lastChance: false,
  });
  const mail = await waitForMail(email, /confirm/i);
  expect(mail.text).toContain(title);
});
