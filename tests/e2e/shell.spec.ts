import { expect, expectAccessible, expectNoSidewaysScroll, test } from "./support/fixtures";

// An unknown path's 404 status and the API's JSON 404 are route tests (server/http/app.test.ts: "serves the app shell
// with 200 on known client routes and 404 elsewhere", "answers a JSON 404 for an unknown API route"); the not-found
// page's heading, text and axe are in dead-ends.spec's "an old link lands on a page with a search and the categories".
test("the footer reaches about, terms, privacy and guidelines, each with its content and passing axe", async ({
  page,
}) => {
  await page.goto("/no/such/page");
  for (const [path, heading] of [
    ["/about", /about/i],
    ["/terms", /terms/i],
    ["/privacy", /privacy/i],
    ["/posting-guidelines", /guidelines/i],
  ] as const) {
    await page.getByRole("contentinfo").getByRole("link", { name: heading }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    if (path === "/terms") {
      // The terms carry their twelve sections and date.
      await expect(page.getByText(/May 12,? 2025/)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2 })).toHaveCount(12);
    }
    await expectAccessible(page);
  }
});

test("every navigation starts at the top of the page", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: /terms/i })).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /privacy/i })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /privacy/i })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSidewaysScroll(page);
});

test("every page names itself in the tab: verify, payment and admin pages have their own titles", async ({
  page,
}) => {
  const titles = [
    ["/admin", "Admin Login | Shropshire Noticeboard"],
    ["/admin/login", "Admin Login | Shropshire Noticeboard"],
    ["/verify/not-a-real-token", "Confirm your notice | Shropshire Noticeboard"],
    ["/payment-success", "Payment Successful | Shropshire Noticeboard"],
    ["/payment-cancel", "Payment Cancelled | Shropshire Noticeboard"],
  ] as const;
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page, path).toHaveTitle(title);
  }
});
