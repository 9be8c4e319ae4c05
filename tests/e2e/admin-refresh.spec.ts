import type { Page } from "@playwright/test";
import { noticePath } from "../../common/slug";
import { chooseOption, expect, openHydrated, test, toast, unique } from "./support/fixtures";
import { createLiveNotice, createVerifiedNotice } from "./support/seed-notice";

const DESCRIPTION = "Collected from a tidy garage, works well, happy to show it running before you buy.";

/** The notices listed in the main list (not the featured ones). */
const listed = (page: Page) =>
  page.getByRole("list", { name: /Recent Notices|Search Results|All Listings/ }).getByRole("listitem");

/** A move inside the app, as a link would make it: the query cache of the visit is kept (no page load). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, "", to), path);
}

/**
 * Public lists and notice pages are fetched once a visit (never stale), so a moderator who looks at the board, then
 * approves and deletes from the dashboard, must find the board changed on going back, not as it was.
 */
test("after approving and deleting in the dashboard, the public list and the notice page show the change", async ({
  page,
  request,
  moderator,
}) => {
  const tag = unique("rf");
  const waiting = await createVerifiedNotice(request, {
    title: `Pine dresser ${tag}`,
    description: DESCRIPTION,
    category: "items_for_sale",
    price: "60",
  });
  const live = await createLiveNotice(request, {
    title: `Oak bookcase ${tag}`,
    description: DESCRIPTION,
    category: "items_for_sale",
    price: "45",
  });

  await moderator.openDashboard();

  // The board as the public sees it, loaded into this visit: the live notice's page, then the search list.
  await openHydrated(page, noticePath(live.id, live.title));
  await expect(page.getByRole("heading", { name: live.title })).toBeVisible();
  await goInApp(page, `/?search=${tag}`);
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toContainText(live.title);

  await goInApp(page, "/admin/dashboard");
  await page.getByRole("tab", { name: "Notices" }).click();
  await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "All");
  await page.getByRole("searchbox", { name: "Search notices" }).fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The search's own answer drawn first: a row pressed while the last list is still shown can move from under the pointer.
  await expect(page.getByText("Showing 1 to 2 of 2 notices")).toBeVisible();
  await page.getByRole("button", { name: `Approve "${waiting.title}"` }).click();
  await expect(toast(page, "Notice approved")).toBeVisible();
  await page.getByRole("button", { name: `Delete "${live.title}"` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Notice deleted")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}$`));
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toContainText(waiting.title);

  await page.goBack();
  await expect(page.getByRole("heading", { name: "Notice not found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: live.title })).toHaveCount(0);
});
