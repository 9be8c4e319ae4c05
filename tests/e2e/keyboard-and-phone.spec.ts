import type { Page } from "@playwright/test";
import { noticePath } from "../../common/slug";
import {
  chooseOption,
  expect,
  expectAccessible,
  openHydrated,
  expectNoSidewaysScroll,
  test,
  unique,
} from "./support/fixtures";
import { currentFocusStop, expectVisibleFocusOnEveryStop } from "./support/focus";
import { createLiveNotice, type LiveNotice } from "./support/seed-notice";

const DESCRIPTION = "Collected from a tidy garage, works well, happy to show it running before you buy.";

async function liveBike(page: Page): Promise<LiveNotice> {
  return createLiveNotice(page.request, {
    title: unique("Raleigh hybrid bike "),
    description: DESCRIPTION,
    category: "items_for_sale",
    location: "ludlow",
    price: "85",
  });
}

test.beforeEach(async ({ page }) => {
  // Focus rings must be read once drawn, not halfway through a transition.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/**
 * Every page, in three groups that run side by side (this file's tests are independent), so the walk does not hold
 * one worker for a minute and a half: axe, then a 3:1 focus indicator on every element a keyboard reaches, then axe
 * again with the last element focused (a focus state must not break contrast either).
 */
const PAGE_GROUPS: [string, (notice: LiveNotice) => string[]][] = [
  ["the board's pages", (notice) => ["/", "/category/events", noticePath(notice.id, notice.title), "/about"]],
  ["the guidance and error pages", () => ["/posting-guidelines", "/terms", "/privacy", "/no/such/page"]],
  [
    "the token, payment and admin pages",
    // createLiveNotice signed the moderator in through this page's own cookies: the dashboard is theirs.
    () => [
      "/notice/99999999",
      "/verify/not-a-real-token",
      "/payment-cancel",
      "/payment-success",
      "/admin",
      "/admin/dashboard",
    ],
  ],
];
test.describe.configure({ mode: "parallel" });

for (const [group, pagesOf] of PAGE_GROUPS) {
  test(`${group} pass axe and show a 3:1 focus indicator on every element a keyboard reaches`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const url of pagesOf(await liveBike(page))) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
      await expectVisibleFocusOnEveryStop(page);
      await expectAccessible(page);
    }
  });
}

test("inside the post and feature dialogs every control shows a 3:1 focus indicator too", async ({
  page,
}) => {
  const notice = await createLiveNotice(page.request, {
    title: unique("Severn Valley Bike Repairs "),
    description: DESCRIPTION,
    category: "local_businesses",
    location: "ironbridge",
  });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  const post = page.getByRole("dialog", { name: "Post a Notice" });
  await chooseOption(page, post.getByRole("combobox", { name: "Category" }), "Local Businesses");
  await expect(post.getByRole("group", { name: /Feature your business/ })).toBeVisible();
  await expectVisibleFocusOnEveryStop(page);
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  await page.goto(noticePath(notice.id, notice.title));
  await page.getByRole("button", { name: "Feature this notice" }).click();
  await expect(page.getByRole("dialog", { name: "Feature your notice" })).toBeVisible();
  await expectVisibleFocusOnEveryStop(page);
  await expectAccessible(page);
});

test("the hero's Post a Notice button shows a light ring on the dark green", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("heading", { name: "Shropshire's community noticeboard" }).locator("..");
  const button = hero.getByRole("button", { name: "Post a Notice" });
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await expect.poll(async () => (await currentFocusStop(page))?.ratio ?? 0).toBeGreaterThanOrEqual(3);
  await expectAccessible(page);
});

test("Esc closes a dialog and puts focus back on what opened it", async ({ page }) => {
  const notice = await liveBike(page);
  await page.goto("/");
  const heroButton = page.getByRole("main").getByRole("button", { name: "Post a Notice" });
  await heroButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Post a Notice" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(heroButton).toBeFocused();

  await page.goto(noticePath(notice.id, notice.title));
  for (const [opener, dialogName] of [
    ["Contact about this notice", "Contact Seller"],
    ["Feature this notice", "Feature your notice"],
  ]) {
    const button = page.getByRole("button", { name: opener });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: dialogName })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(button, dialogName).toBeFocused();
  }

  // An alert dialog opened from a table row (the moderator is signed in by createLiveNotice).
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: "Notices" }).click();
  // The Notices tab opens on Pending while any notice waits; this one is live.
  await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "All");
  await page.getByRole("searchbox", { name: "Search notices" }).fill(notice.title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const remove = page.getByRole("button", { name: `Delete "${notice.title}"` });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(remove).toBeFocused();
});

test("on a phone the category strip shows that it scrolls and keeps the active tab in view @phone-only", async ({
  page,
}) => {
  // The fades come with the page's script: the page is woken (client/lib/wake-on-press.ts).
  await openHydrated(page, "/");
  const strip = page.getByRole("navigation", { name: "Browse by category" });
  await expect(strip.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  if (page.viewportSize()!.width >= 1024) {
    // Wide enough for every tab: nothing to hint at.
    await expect(strip.getByRole("link", { name: "Local Businesses" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("tabs-more-right")).toHaveCount(0);
    await expect(page.getByTestId("tabs-more-left")).toHaveCount(0);
    return;
  }
  await expect(page.getByTestId("tabs-more-right")).toBeVisible();
  await expect(page.getByTestId("tabs-more-left")).toHaveCount(0);

  await page.goto("/category/local_businesses");
  const active = strip.getByRole("link", { name: "Local Businesses" });
  await expect(active).toHaveAttribute("aria-current", "page");
  // Before the page wakes, the strip is scrolled to the active tab already (client/lib/scroll-strip.ts).
  await expect(active).toBeInViewport({ ratio: 1 });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.keyboard.press("Shift");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(active).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId("tabs-more-left")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Scrolled back to the start, the hint moves to the other side.
  await strip.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(page.getByTestId("tabs-more-right")).toBeVisible();
  await expect(page.getByTestId("tabs-more-left")).toHaveCount(0);
});

// The phone's one pass over the public pages whose journeys run on the desktop only (posting, the not-found and
// dead-link pages, your data, the payment's cancel page): each fits 375 px and passes axe. The notice page, the
// search, the category page and the dashboard have phone journeys of their own.
test("on a phone the posting form, the not-found pages, your data and the cancel page fit the width @phone-only", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  await expect(page.getByRole("dialog", { name: "Post a Notice" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  for (const [path, heading] of [
    ["/notice/987654321/an-old-bike", "Notice not found"],
    ["/no/such/page", "404 Page Not Found"],
    ["/my-data", "See and delete your data"],
    ["/payment-cancel", "Payment Cancelled"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
});
