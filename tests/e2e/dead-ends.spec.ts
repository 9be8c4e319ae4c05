import type { Page, Route } from "@playwright/test";
import { noticePath } from "../../common/slug";
import { chooseOption, expect, expectAccessible, openHydrated, test, unique } from "./support/fixtures";
import { createLiveNotice, type LiveNotice } from "./support/seed-notice";

const DESCRIPTION = "Family bakery baking sourdough, pastries and celebration cakes every morning from six.";

const liveNotice = (page: Page, category: string, price = ""): Promise<LiveNotice> =>
  createLiveNotice(page.request, {
    title: unique("Corvedale Bakery "),
    description: DESCRIPTION,
    category,
    location: "wem",
    price,
  });

/**
 * This server as one without Stripe settings would describe itself, to the browser: a notice page the server renders
 * carries the server's own settings, so pages are then reached in the browser (openInBrowser).
 */
const paymentsOff = (page: Page) =>
  page.route("**/api/settings", (route: Route) => route.fulfill({ json: { paymentsEnabled: false } }));

/** Opens `url` as a link inside the app does (from home, without loading the page from the server). */
async function openInBrowser(page: Page, url: string) {
  await openHydrated(page, "/");
  await page.evaluate((to) => history.pushState(null, "", to), url);
}

test("without payments configured there is no way into featuring: no button, no ?feature=1 dialog, no tiers", async ({
  page,
}) => {
  const notice = await liveNotice(page, "local_businesses");
  await paymentsOff(page);
  await openInBrowser(page, `${noticePath(notice.id, notice.title)}?feature=1`);
  await expect(page.getByRole("heading", { level: 1, name: notice.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact about this notice" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Feature this notice" })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Post a Notice" });
  await chooseOption(page, dialog.getByRole("combobox", { name: "Category" }), "Local Businesses");
  await expect(dialog.getByLabel("External link (optional)")).toBeVisible();
  await expect(dialog.getByRole("group", { name: /Feature your business/ })).toHaveCount(0);
  await expect(page.getByText("Payments are not configured")).toHaveCount(0);
});

// Checkout failures in the spec's texts (a provider's failure, a server out of reach) are
// client/features/payments/feature-dialog.test.tsx's.
test("the Feature button shows only on a live notice", async ({ page }) => {
  const notice = await liveNotice(page, "items_for_sale", "40");
  const path = noticePath(notice.id, notice.title);
  for (const status of ["pending", "expired", "closed"]) {
    await page.route(`**/api/notices/${notice.id}`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), status } });
    });
    // The page is reached in the browser (from the list of a woken home page), so its answer is the one changed here,
    // not the server's render of the live notice.
    await openHydrated(page, "/");
    await page.getByRole("link", { name: notice.title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: notice.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Feature this notice" }), status).toHaveCount(0);
    await page.unroute(`**/api/notices/${notice.id}`);
  }

  await page.goto(path);
  await expect(page.getByRole("button", { name: "Feature this notice" })).toBeVisible();
});

test("a link without https:// is completed, and a price of 0 reads Free on the card and the notice", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Post a Notice" });
  await chooseOption(page, dialog.getByRole("combobox", { name: "Category" }), "Services");
  const link = dialog.getByLabel("External link (optional)");
  await link.fill("www.example.com");
  await link.blur();
  await expect(link).toHaveValue("https://www.example.com");
  await expect(dialog.getByText("Please enter a valid URL starting with http:// or https://")).toHaveCount(0);

  const free = await liveNotice(page, "items_for_sale", "0");
  await page.goto(`/?search=${encodeURIComponent(free.title)}`);
  const card = page.getByRole("listitem").filter({ hasText: free.title });
  await expect(card.getByText("Free", { exact: true })).toBeVisible();
  await expect(card.getByText("£0.00")).toHaveCount(0);
  await page.goto(noticePath(free.id, free.title));
  await expect(page.getByText("Free", { exact: true })).toBeVisible();

  await page.goto("/privacy");
  await expect(page.getByText(/are deleted, with their photo, after 7 days\./)).toBeVisible();
});

test("an old link lands on a page with a search and the categories, not a dead end", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("searchbox", { name: "Search notices" }).fill("sourdough bakery");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/\?search=sourdough\+bakery$/);
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();

  await page.goto("/notice/99999999/an-old-bike");
  await expect(page.getByRole("heading", { name: "Notice not found" })).toBeVisible();
  await expect(page.getByText("This notice may have been removed or the link is incorrect.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("navigation", { name: "Or browse a category" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page).toHaveURL(/\/category\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: /Events in Shropshire/ })).toBeVisible();
});
