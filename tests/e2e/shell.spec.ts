import { expect, expectAccessible, expectNoSidewaysScroll, test } from "./support/fixtures";

test("an unknown path shows the not-found page", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectAccessible(page);
});

for (const [path, heading] of [
  ["/about", /about/i],
  ["/terms", /terms/i],
  ["/privacy", /privacy/i],
  ["/posting-guidelines", /guidelines/i],
] as const) {
  test(`${path} shows its content, reached from the footer`, async ({ page }) => {
    await page.goto("/no/such/page");
    await page.getByRole("contentinfo").getByRole("link", { name: heading }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  });
}

test("the terms carry their twelve sections and date", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByText(/May 12,? 2025/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(12);
});

test("the API answers JSON 404 for an unknown route", async ({ request }) => {
  const res = await request.get("/api/nope");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: "Not found" });
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
