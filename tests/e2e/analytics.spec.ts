import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/e2e-env";
import { expect, expectAccessible, test, unique } from "./support/fixtures";

async function openAnalytics(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
}

test("the Analytics tab shows visits as a chart, a search that found nothing, and switches period @phone", async ({
  page,
  request,
}) => {
  // A visitor views a category page and searches for something no notice mentions (other journeys share the data).
  const word = unique("theodolite");
  expect(
    (await request.post("/api/pageview", { data: { page: "category", category: "jobs" } })).status(),
  ).toBe(204);
  const search = await request.get(`/api/notices?search=${word}`);
  expect((await search.json()).pagination.total).toBe(0);

  await openAnalytics(page);
  const period = page.getByRole("group", { name: "Period" });
  await expect(period.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("img", { name: /^Visits per day: \d+ visits over \d+ days/ })).toBeVisible();
  const misses = page.getByRole("list", { name: "Searches that found nothing" });
  // The row: the words, "Make this mean…" (issue 21) and the count.
  await expect(misses.getByRole("listitem").filter({ hasText: word })).toHaveText(`${word}Make this mean…1`);
  await expect(page.getByRole("list", { name: "Top categories" }).getByText("Jobs")).toBeVisible();

  // The chart's text alternative: every day's figure in a table, one press away.
  await page.getByText("Visits per day as a table").click();
  await expect(page.getByRole("table", { name: "Visits per day" })).toBeVisible();

  await period.getByRole("button", { name: "7 days" }).click();
  await expect(period.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(misses.getByRole("listitem").filter({ hasText: word })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
