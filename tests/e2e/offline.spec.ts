import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, unique, waitForMail } from "./support/fixtures";
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
    description: "Solid oak gate-leg table, seats six with the leaves up, collection from Bishop's Castle.",
    category: "items_for_sale",
    location: "bishops_castle",
    price: "60",
  });
  const mail = await waitForMail(notice.contactEmail, /confirm/i);
  const manageLink = mail.links.find((link) => link.includes("/manage/"));
  expect(manageLink, "manage link in the activation mail").toBeTruthy();

  const savedFrom = Date.now();
  // The first visit installs the worker; the page it was opened on is saved once the worker controls it.
  await page.goto("/category/items_for_sale");
  await waitForServiceWorker(page);
  await expect.poll(() => savedPages(page)).toContain("/category/items_for_sale");
  // The notice is reached by the app's own navigation (no page load): it is saved all the same.
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const noticePath = new URL(page.url()).pathname;
  await expect.poll(() => savedPages(page)).toContain(noticePath);
  // A page opened from an e-mailed link carries its secret in the address: never saved.
  await page.goto(manageLink!);
  await expect(page.getByRole("heading", { name: "Manage your notice" })).toBeVisible();
  const savedTo = Date.now();
  expect(
    (await savedPages(page)).filter((path) => !["/category/items_for_sale", noticePath].includes(path)),
  ).toEqual([]);
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

  await page.goto("/category/items_for_sale");
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
