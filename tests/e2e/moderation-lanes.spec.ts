import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, toast, unique } from "./support/fixtures";
import { createLiveNotice, createVerifiedNotice } from "./support/seed-notice";

/** Opens a lane (a disclosure under the queue) from the keyboard. */
async function openLane(page: Page, name: RegExp) {
  const summary = page.locator("summary").filter({ hasText: name });
  await summary.focus();
  await page.keyboard.press("Enter");
}

test("a spam notice lands in the Likely spam lane, says why, and is released to the queue", async ({
  page,
  moderator,
  request,
}) => {
  const run = unique();
  const title = `Cheap loans today ${run}`;
  const notice = await createVerifiedNotice(request, {
    title,
    description: `Money in your account within the hour ${run}. Apply at https://loans-${run}.example or ring 07700 900123.`,
    category: "services",
  });
  // Never public while held.
  expect((await request.get(`/api/notices/${notice.id}`)).status()).toBe(404);

  await moderator.openDashboard();
  await openLane(page, /^Likely spam/);
  const lane = page.getByRole("list", { name: "Likely spam" });
  const item = lane.getByRole("listitem").filter({ hasText: title });
  await expect(item.getByText("1 link from a new poster (+3)")).toBeVisible();
  await expect(item.getByText("Contact details in the text from a new poster (+1)")).toBeVisible();
  await expectAccessible(page);

  await item.getByRole("button", { name: "Release to the queue" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Released to the queue")).toBeVisible();
  await expect(lane.getByText(title)).toHaveCount(0);
  // Released: pending, waiting for a person in the review queue.
  const released = await page.request.get(`/api/admin/notices/${notice.id}`);
  expect(((await released.json()) as { status: string }).status).toBe("pending");
});

test("a trusted poster's notice goes live at once, shows in Went live without review, and is removed with undo", async ({
  page,
  moderator,
  request,
}) => {
  const run = unique();
  const contactEmail = `${unique("baker-")}@example.org`;
  const bakes = [
    ["Bara brith", "Welsh tea loaf soaked overnight in strong tea"],
    ["Pork pies", "Hand-raised hot water crust pies with local pork"],
    ["Birthday cupcakes", "Boxes of six with buttercream in any colour"],
    ["Shropshire soul cakes", "Spiced soul cakes for All Souls, baked to an old Clee Hills recipe"],
  ];
  for (const [name, line] of bakes.slice(0, 3))
    await createLiveNotice(request, {
      title: `${name} ${run}`,
      description: `${line}, batch ${run}.`,
      category: "local_businesses",
      contactEmail,
    });
  const title = `${bakes[3][0]} ${run}`;
  const trusted = await createVerifiedNotice(request, {
    title,
    description: `${bakes[3][1]}, tray ${run}.`,
    category: "local_businesses",
    contactEmail,
  });
  // Live a moment after confirming: no person looked at it.
  expect((await request.get(`/api/notices/${trusted.id}`)).status()).toBe(200);

  await moderator.openDashboard();
  await openLane(page, /^Went live without review/);
  const list = page.getByRole("list", { name: "Went live without review" });
  const item = list.getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expectAccessible(page);

  await item.getByRole("button", { name: `Remove ${title}` }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Removed")).toBeVisible();
  await expect(item.getByText("(now rejected)")).toBeVisible();
  expect((await request.get(`/api/notices/${trusted.id}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Undone")).toBeVisible();
  await expect(item.getByRole("button", { name: `Remove ${title}` })).toBeVisible();
  expect((await request.get(`/api/notices/${trusted.id}`)).status()).toBe(200);
});
