import type { Page } from "@playwright/test";
import {
  chooseOption,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  openHydrated,
  test,
  unique,
} from "./support/fixtures";
import { E2E_BASE_URL } from "./support/e2e-env";
import { createLiveNotice } from "./support/seed-notice";

const DESCRIPTION = "Collected from a tidy garage, works well, happy to show it running before you buy.";

/** The notices listed in the main list (not the featured ones). */
const listed = (page: Page) =>
  page.getByRole("list", { name: /Recent Notices|Search Results|All Listings/ }).getByRole("listitem");

const pick = (page: Page, field: string, option: string) =>
  chooseOption(page, page.getByRole("combobox", { name: field }), option);

test("search and filter on home: results follow typing, the town and the sort, and the URL can be shared", async ({
  page,
  request,
}) => {
  const tag = unique("bk");
  await createLiveNotice(request, {
    title: `Raleigh bike ${tag} Ludlow`,
    description: DESCRIPTION,
    category: "items_for_sale",
    location: "ludlow",
    price: "85",
  });
  await createLiveNotice(request, {
    title: `Carrera bike ${tag} Wem`,
    description: DESCRIPTION,
    category: "items_for_sale",
    location: "wem",
    price: "120",
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shropshire's community noticeboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Notices" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Search notices" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`));
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shropshire's community noticeboard" })).toHaveCount(0);
  await expect(listed(page)).toHaveCount(2);

  await pick(page, "Location", "Ludlow");
  await expect(page).toHaveURL(/location=ludlow/);
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toContainText(`Raleigh bike ${tag} Ludlow`);
  await expect(listed(page).first()).toContainText("£85.00");

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search notices" })).toHaveValue(tag);
  await expect(listed(page)).toHaveCount(1);

  await pick(page, "Location", "All locations");
  await pick(page, "Sort by", "Oldest first");
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(listed(page)).toHaveCount(2);
  await expect(listed(page).first()).toContainText("Ludlow");
  await pick(page, "Sort by", "Newest first");
  await expect(listed(page).first()).toContainText("Wem");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).not.toHaveURL(/search=/);
  await page.getByRole("searchbox", { name: "Search notices" }).fill(`${tag}zzz`);
  await expect(page.getByText("No notices found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
});

test("a half-typed word and a stemmed word both find the notice", async ({ page, request }) => {
  const tag = unique("wk");
  await createLiveNotice(request, {
    title: `Walking group ${tag}`,
    description: "We are walking every Sunday from Church Stretton, all welcome to join us.",
    category: "services",
  });
  await page.goto(`/?search=${tag}%20walk`);
  await expect(listed(page)).toHaveCount(1);
  await page.goto(`/?search=${tag.slice(0, -2)}`);
  await expect(listed(page)).toHaveCount(1);
});

test("Load More appends the next eight notices once, then disappears", async ({ page, request }) => {
  const tag = unique("lm");
  for (let i = 1; i <= 9; i++) {
    await createLiveNotice(request, {
      title: `Garden bench ${i} ${tag}`,
      description: DESCRIPTION,
      category: "items_for_sale",
      price: String(10 + i),
    });
  }
  await page.goto(`/category/items_for_sale?search=${tag}`);
  await expect(page.getByText("9 notices")).toBeVisible();
  await expect(listed(page)).toHaveCount(8);
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(listed(page)).toHaveCount(9);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(listed(page).first()).toContainText(`Garden bench 9 ${tag}`);
  await expect(listed(page).last()).toContainText(`Garden bench 1 ${tag}`);

  await pick(page, "Sort by", "Price: low to high");
  await expect(listed(page)).toHaveCount(8);
  await expect(listed(page).first()).toContainText("£11.00");
  await expectAccessible(page);
});

test("a category page has its heading, its tab, and its empty state", async ({ page }) => {
  await page.goto("/category/events?location=ludlow");
  await expect(page.getByRole("heading", { level: 1, name: "Events in Shropshire - Ludlow" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Browse by category" });
  await expect(tabs.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/category\/jobs\?location=ludlow$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jobs in Shropshire - Ludlow" })).toBeVisible();

  await page.goto(`/category/lost_and_found?search=${unique("none")}`);
  await expect(page.getByText("No notices found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

  await page.goto("/category/community");
  await expect(page.getByRole("heading", { level: 1, name: "Community in Shropshire" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "All" })).toBeVisible();
});

test("a discussion card links to the comments and counts them", async ({ page, request }) => {
  const tag = unique("dc");
  const talk = await createLiveNotice(request, {
    title: `Best pub walks ${tag}`,
    description: "Visiting for a long weekend: which circular walks end at a good pub?",
    category: "discussion",
  });
  // Without a photo a card shows its category's picture; should that fail too, a generic one drawn in place.
  await page.route("**/placeholders/discussion.svg", (route) => route.abort());
  await page.goto(`/category/discussion?search=${tag}`);
  const card = listed(page).first();
  await expect(card).toContainText("0 comments");
  await expect(card.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  await card.getByRole("link", { name: talk.title }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/${talk.id}/Best-pub-walks-${tag}#comments$`));
  await expect(page.getByRole("heading", { name: /Comments/ })).toBeInViewport();
});

test("the footer newsletter form loads its code when touched, keeping what was typed and an early Subscribe", async ({
  page,
}) => {
  // The form's code is held back until Subscribe has been pressed, as on a slow phone connection.
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/subscribe-form-(?!frame|island)[^/]*\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  await openHydrated(page, "/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await expect(form.getByRole("button", { name: "Subscribe" })).toBeVisible();
  expect(asked, "the form's code before anyone touched the form").toEqual([]);

  const email = `${unique("reader-")}@example.org`;
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  // Pressed before the island's own code has taken the form over, the submit is held for it (holdSlotSubmits).
  await expect
    .poll(() => asked.length, { message: "the form's code asked for once the form was touched" })
    .toBeGreaterThan(0);
  release();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Check your e-mail to confirm"),
  ).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("");
});

test("on a sleeping page the newsletter form is an island: typing and subscribing wake nothing else @phone", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/category/jobs");
  await page.waitForLoadState("networkidle");
  const awake = page.locator("html[data-hydrated]");
  const form = page.getByRole("form", { name: "Get new Jobs in Shropshire by e-mail" });
  const email = `${unique("jobs-reader-")}@example.org`;
  await form.getByLabel("Email address").fill(email);
  // The focus drew the form's island over the server's form (client/components/island-slot.tsx); a Subscribe pressed
  // before its code came would post the form as HTML, answered with a page.
  await expect(page.locator("[data-island-slot='subscribe-form'][data-island-drawn]")).toHaveCount(1);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Check your e-mail to confirm"),
  ).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await expect(awake).toHaveCount(0);
  expect(
    scripts.filter((path) => /\/assets\/main-/.test(path)),
    "the page's own code",
  ).toEqual([]);
  await expectAccessible(page);
});

test("the town and sort dropdowns open from the keyboard, loading their code on the way", async ({
  page,
}) => {
  await openHydrated(page, "/");
  const location = page.getByRole("combobox", { name: "Location" });
  await location.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox").locator('[role="option"]:focus')).toHaveText("All locations");
  await page.getByRole("option", { name: "Ludlow", exact: true }).press("Enter");
  await expect(page).toHaveURL(/location=ludlow/);
  await expect(location).toHaveText("Ludlow");
  await expect(location).toBeFocused();

  await pick(page, "Sort by", "Oldest first");
  await expect(page).toHaveURL(/sort=oldest/);
});

test("featured notices show in their own section, three at most, and shuffle @phone", async ({
  page,
  request,
}) => {
  const notice = await createLiveNotice(request, {
    title: unique("Missing spaniel "),
    description: "Brown and white spaniel, answers to Bramble, last seen on the common on Sunday.",
    category: "lost_and_found",
    location: "craven_arms",
  });
  const headers = { origin: E2E_BASE_URL };
  expect((await request.patch(`/api/admin/notices/${notice.id}/toggle-feature`, { headers })).status()).toBe(
    200,
  );

  await page.goto("/category/lost_and_found?location=craven_arms");
  const featured = page.getByRole("region", { name: "Featured Listings" });
  await expect(featured.getByRole("link", { name: notice.title })).toBeVisible();
  const card = featured.locator("[data-slot=card]", { has: page.getByRole("link", { name: notice.title }) });
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  await featured.getByRole("button", { name: "Shuffle Featured" }).click();
  await expect(featured.getByRole("link", { name: notice.title })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto("/");
  const home = page.getByRole("region", { name: "Featured Notices" });
  await expect(home.getByRole("button", { name: "Shuffle Featured" })).toBeVisible();
  const cards = home.getByRole("heading", { level: 3 });
  expect(await cards.count()).toBeGreaterThanOrEqual(1);
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expectAccessible(page);
});

test("the header's search link opens the search box without searching", async ({ page }) => {
  await openHydrated(page, "/category/events");
  await page.getByRole("link", { name: "Search notices" }).click();
  await expect(page).toHaveURL(/\/\?search=true$/);
  await expect(page.getByRole("searchbox", { name: "Search notices" })).toBeFocused();
  await expect(page.getByRole("searchbox", { name: "Search notices" })).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Recent Notices" })).toBeVisible();
});
