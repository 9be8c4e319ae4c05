import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  test,
  unique,
  type Moderator,
} from "./support/fixtures";

async function openAnalytics(page: Page, moderator: Moderator) {
  await moderator.openDashboard("Analytics");
  await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
}

test("the Analytics tab shows visits as a chart, a search that found nothing, and switches period", async ({
  page,
  request,
  moderator,
}) => {
  // A visitor views a category page and searches for something no notice mentions (other journeys share the data).
  const word = unique("theodolite");
  expect(
    (await request.post("/api/pageview", { data: { page: "category", category: "jobs" } })).status(),
  ).toBe(204);
  const search = await request.get(`/api/notices?search=${word}`);
  expect((await search.json()).pagination.total).toBe(0);

  await openAnalytics(page, moderator);
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

  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
