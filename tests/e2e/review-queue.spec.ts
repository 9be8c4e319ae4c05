import type { APIRequestContext, Page } from "@playwright/test";
import { UNDO_WINDOW_MS } from "../../common/queue-schemas";
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";
import { createLiveNotice, createVerifiedNotice } from "./support/seed-notice";

const bikeFields = {
  description: "Child's bike, blue, 16 inch wheels, stabilisers included, collection from the village.",
  category: "items_for_sale",
  location: "ludlow",
  price: "25",
};
const pendingNotice = (request: APIRequestContext, title: string) =>
  createVerifiedNotice(request, { ...bikeFields, title });

const currentTitle = (page: Page) => page.locator("article[aria-current='true'] h3");

/** Presses `j` until the current card is `title` (other journeys share the queue); answers the presses spent. */
async function moveTo(page: Page, title: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if ((await currentTitle(page).textContent()) === title) return;
    await page.keyboard.press("j");
  }
  throw new Error(`card ${title} not found in the queue`);
}

// Which key does what, where keys are ignored and the reason keys are client/features/moderation/review-queue-tab.test.tsx's
// to prove; here a few real notices are cleared by keyboard on the real server, among other journeys' cards.
test("a moderator clears pending notices by keyboard alone: 1 key to approve, 2 to reject with a reason", async ({
  page,
  request,
  moderator,
}) => {
  const run = unique();
  const titles = Array.from({ length: 4 }, (_, i) => `Queue bike ${run} ${String(i).padStart(2, "0")}`);
  const ids = new Map<string, number>();
  for (const t of titles) ids.set(t, (await pendingNotice(request, t)).id);
  const ours = new Set(titles);
  const rejected = titles[2];
  await moderator.openDashboard();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  // Keys are ignored while any dialog is open, so wait until it has gone.
  await expect(help).toBeHidden();

  let presses = 0;
  let skips = 0;
  while (ours.size > 0) {
    const title = (await currentTitle(page).textContent()) ?? "";
    if (!ours.has(title)) {
      await page.keyboard.press("j");
      skips += 1;
      expect(skips, "cards of other journeys skipped").toBeLessThan(300);
      continue;
    }
    if (title === rejected) {
      await page.keyboard.press("r");
      await expect(page.getByRole("group", { name: /Why reject it/ })).toBeVisible();
      await page.keyboard.press("2");
      presses += 2;
    } else {
      await page.keyboard.press("a");
      presses += 1;
    }
    ours.delete(title);
    await expect(currentTitle(page).filter({ hasText: title })).toHaveCount(0);
  }
  // 3 approvals at one key each, one rejection with its reason at two.
  expect(presses).toBe(5);
  const status = async (title: string) =>
    ((await (await page.request.get(`/api/admin/notices/${ids.get(title)}`)).json()) as { status: string })
      .status;
  for (const title of titles)
    await expect.poll(() => status(title)).toBe(title === rejected ? "rejected" : "active");
});

// The poster's mail once the undo window has passed, and never after an undo, are proven with a test clock rather than
// waited out here (12 s, then 20 s of silence): server/moderation/queue-routes.test.ts, "undo" (both),
// admin-notice-routes.test.ts "rejects a pending notice and mails the poster that it was not published".
test("an approve is undone from its toast and the notice is back in the queue", async ({
  page,
  request,
  moderator,
}) => {
  const title = `Undo me ${unique()}`;
  const { id } = await pendingNotice(request, title);
  await moderator.openDashboard();
  await moveTo(page, title);
  await page.keyboard.press("a");
  await expect(toast(page, "Notice approved")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Undone")).toBeVisible();
  const answer = await page.request.get(`/api/admin/notices/${id}`);
  expect(((await answer.json()) as { status: string }).status).toBe("pending");
  await moveTo(page, title);
  await page.getByRole("tab", { name: "History" }).click();
  const history = page.getByRole("list", { name: "Moderation history" });
  await expect(history.getByText(`Undone notice #${id} by moderator`)).toBeVisible();
  await expect(history.getByText(`Approved notice #${id} by moderator`)).toBeVisible();
  await expectAccessible(page);
});

test("a removed reported notice and an approve-all-selected are each undone from their toast", async ({
  page,
  request,
  moderator,
}) => {
  const run = unique();
  const [reported, first, second] = ["Reported", "Selected A", "Selected B"].map((t) => `${t} ${run}`);
  const { id } = await pendingNotice(request, reported);
  const pair = [await pendingNotice(request, first), await pendingNotice(request, second)];
  await moderator.openDashboard();
  const origin = new URL(page.url()).origin;
  expect(
    (await page.request.patch(`/api/admin/notices/${id}/approve`, { headers: { origin } })).status(),
  ).toBe(200);
  const report = { reason: "scam", details: "Asks for a deposit by bank transfer" };
  expect((await request.post(`/api/notices/${id}/report`, { data: report })).status()).toBe(201);
  const status = async (noticeId: number) =>
    ((await (await page.request.get(`/api/admin/notices/${noticeId}`)).json()) as { status: string }).status;

  await page.reload();
  await moveTo(page, reported);
  await page.keyboard.press("r");
  await expect(toast(page, "Notice removed")).toBeVisible();
  expect(await status(id)).toBe("rejected");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Undone")).toBeVisible();
  expect(await status(id)).toBe("active");
  await moveTo(page, reported);

  await moveTo(page, first);
  await page.keyboard.press("x");
  await moveTo(page, second);
  await page.keyboard.press("x");
  await page.keyboard.press("A");
  await expect(toast(page, "2 cards approved")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "They are back in the queue.")).toBeVisible();
  for (const notice of pair) expect(await status(notice.id)).toBe("pending");

  await page.getByRole("tab", { name: "History" }).click();
  const history = page.getByRole("list", { name: "Moderation history" });
  await expect(history.getByText(`Undone notice #${id} by moderator`)).toBeVisible();
  await expect(history.getByText(`Removed after reports notice #${id} by moderator`)).toBeVisible();
  await expect(history.getByText(`Undone notice #${pair[1].id} by moderator`)).toBeVisible();
});

test("an admin previews a pending notice, sees the banner and approves it there", async ({
  page,
  request,
  moderator,
}) => {
  const title = `Preview me ${unique()}`;
  const { id } = await pendingNotice(request, title);
  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { name: "Notice not found" })).toBeVisible();

  await moderator.openDashboard();
  await expectNoSidewaysScroll(page);
  const tabs = page.getByRole("tablist");
  const box = await tabs.boundingBox();
  expect(box!.height).toBeLessThan(60);
  await expectAccessible(page);

  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("This notice is waiting for approval and is not public yet.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Notice approved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Report this notice" })).toBeVisible();
});

test("the Contact Messages tab lists a relayed message and blocks its sender, at any width @phone", async ({
  page,
  request,
  moderator,
}) => {
  const title = `Message me ${unique()}`;
  const sender = `${unique("sender-")}@example.org`;
  const { id } = await pendingNotice(request, title);
  await moderator.openDashboard();
  // Approve through the page's own session so the notice can be contacted.
  const approved = await page.request.patch(`/api/admin/notices/${id}/approve`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(approved.status()).toBe(200);
  const sent = await request.post("/api/contact", {
    data: { noticeId: id, name: "Alex Morgan", email: sender, message: "Is this still available, please?" },
  });
  expect(sent.status()).toBe(201);

  await page.getByRole("tab", { name: "Contact Messages" }).click();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const messages = page.getByRole("list", { name: "Contact messages" });
  await expect(messages.getByText(`About “${title}”`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await messages.getByRole("button", { name: `Block sender ${sender}` }).click();
  await expect(toast(page, "Sender blocked")).toBeVisible();
  await expect(messages.getByText("Sender blocked")).toBeVisible();
  const refused = await request.post("/api/contact", {
    data: { noticeId: id, name: "Alex Morgan", email: sender, message: "Is this still available, please?" },
  });
  expect(refused.status()).toBe(403);
});

test("a poster's edit of a live notice is a card marked Edited, with each change old → new", async ({
  page,
  request,
  moderator,
}) => {
  const title = `Edited bike ${unique()}`;
  // The poster's first notice: "New poster" when posted, no longer once it was approved.
  const { id, contactEmail: poster } = await createLiveNotice(request, { ...bikeFields, title });
  const mail = await waitForMail(poster, /confirm/i);
  const token = mail.links.find((l) => l.includes("/manage/"))!.split("/manage/")[1];
  const edited = await request.patch(`/api/manage/${token}`, {
    multipart: {
      ...bikeFields,
      title: `${title} with stabilisers`,
      price: "20",
      contactEmail: poster,
      isFeatured: "false",
      featureDuration: "0",
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  // The page's clock, moved past the undo window below rather than waited out.
  await page.clock.install();
  await moderator.openDashboard();
  await moveTo(page, title);
  const card = page.locator("article[aria-current='true']");
  await expect(card.getByText("Edited notice", { exact: true })).toBeVisible();
  const changes = card.getByRole("list", { name: "Changes" });
  await expect(changes.getByRole("listitem")).toHaveText([
    `Title: ${title} → ${title} with stabilisers`,
    "Price: £25.00 → £20.00",
  ]);
  await expect(card.getByText("New poster")).toHaveCount(0);
  await expectAccessible(page);

  await expect(page.getByRole("button", { name: "Publish the changes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Keep the old version" })).toBeVisible();
  await page.keyboard.press("a");
  await expect(toast(page, "Changes published")).toBeVisible();
  await expect(toast(page, `"${title} with stabilisers"`)).toBeVisible();
  // Held in the browser through the undo window, then sent.
  const live = async () => (await (await request.get(`/api/notices/${id}`)).json()) as object;
  expect(await live()).toMatchObject({ title, price: 25 });
  await page.clock.fastForward(UNDO_WINDOW_MS);
  await expect.poll(live).toMatchObject({ title: `${title} with stabilisers`, price: 20 });
});
