import { noticePath } from "../../common/slug";
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";
import { createLiveNotice } from "./support/seed-notice";

test("a notice page shows the notice and relays a message to the poster @phone", async ({
  page,
  request,
}) => {
  const title = unique("Oak dining table ");
  const notice = await createLiveNotice(request, {
    title,
    description: "Solid oak, seats six.\nA few marks on the top.\n\nCollection from Ludlow only.",
    category: "items_for_sale",
    location: "ludlow",
    price: "85.5",
  });

  await page.goto(`/notice/${notice.id}/an-old-title`);
  await expect(page).toHaveURL(new RegExp(`${noticePath(notice.id, title)}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Items for Sale" })).toHaveAttribute(
    "href",
    "/category/items_for_sale",
  );
  await expect(page.getByText("£85.50")).toBeVisible();
  const description = page.getByText("Solid oak, seats six.");
  expect(await description.evaluate((el) => (el as HTMLElement).innerText)).toBe(
    "Solid oak, seats six.\nA few marks on the top.\n\nCollection from Ludlow only.",
  );
  await expect(page.getByText(`Reference #${notice.id}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByText("Listed on")).toBeVisible();
  await expect(page.getByText("Expires on")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Contact about this notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Seller" });
  await expect(dialog).toBeVisible();
  // An island (client/components/island.tsx): the dialog opened without waking the rest of the page.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expectAccessible(page);
  // The form's rules and their messages: client/features/contact/contact-seller-dialog.test.tsx.

  const sender = `${unique("buyer-")}@example.net`;
  await dialog.getByLabel("Your name").fill("Megan Price");
  await dialog.getByLabel("Your email").fill(sender);
  await dialog.getByLabel("Message").fill("Is the table still available this weekend?");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent")).toBeVisible();
  await expect(toast(page, "Your message has been sent to the seller")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Relayed through the board (issue 35): the poster's mail holds neither the visitor's address nor a Reply-To them.
  const mail = await waitForMail(notice.contactEmail, /New message/);
  expect(mail.text).not.toContain(sender);
  expect(mail.text).toContain("Megan Price via Shropshire Noticeboard");
  expect(mail.text).toContain("Is the table still available this weekend?");
  expect(mail.links.some((l) => l.includes("/conversation/"))).toBe(true);
  await expect(page.getByText(notice.contactEmail)).toHaveCount(0);
});

test("markup in a notice is shown as text and never runs", async ({ page, request }) => {
  const tag = unique("x");
  const title = `<script>window.__pwned=1</script> Bike ${tag}`;
  const notice = await createLiveNotice(request, {
    title,
    description: `<img src=x onerror="window.__pwned=1"> <b>bold</b> and a working bike for sale ${tag}.`,
    category: "items_for_sale",
    price: "40",
  });

  await page.goto(`/notice/${notice.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(
    page.getByText(`<img src=x onerror="window.__pwned=1"> <b>bold</b>`, { exact: false }),
  ).toBeVisible();
  await expect(page.locator("main img[src='x'], main b")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await page.goto(`/?search=${tag}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByText(`<img src=x onerror="window.__pwned=1">`, { exact: false })).toBeVisible();
  await expect(page.locator("main img[src='x'], main b")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("each kind of notice gets its own action", async ({ page, request }) => {
  const job = await createLiveNotice(request, {
    title: unique("Barista wanted "),
    description: "Weekend barista for a friendly café on the High Street, training given.",
    category: "jobs",
    externalLink: "https://example.org/jobs/barista",
  });
  await page.goto(noticePath(job.id, job.title));
  const moreInfo = page.getByRole("link", { name: "More Info" });
  await expect(moreInfo).toHaveAttribute("href", "https://example.org/jobs/barista");
  await expect(moreInfo).toHaveAttribute("target", "_blank");
  await expect(moreInfo).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("button", { name: "Contact about this notice" })).toHaveCount(0);

  const shop = await createLiveNotice(request, {
    title: unique("Wem Bookshop "),
    description: "Independent bookshop with new and second-hand books and a children's corner.",
    category: "local_businesses",
    location: "wem",
  });
  await page.goto(noticePath(shop.id, shop.title));
  await expect(page.getByText("Local business", { exact: true })).toBeVisible();
  await expect(page.getByText("Available via contact form")).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact about this notice" })).toBeVisible();
  await expect(page.getByText(/£/)).toHaveCount(0);
  await expectAccessible(page);

  const talk = await createLiveNotice(request, {
    title: unique("Telford market "),
    description: "Would you use a weekly produce market in the town centre, and what should it sell?",
    category: "discussion",
  });
  await page.goto(noticePath(talk.id, talk.title));
  await page.getByRole("button", { name: "Reply to discussion" }).click();
  await expect(page.locator("#comments")).toBeInViewport();
  // The cursor in the comment form, whose island alone woke (client/features/comments/go-to-comments.ts).
  await expect(page.locator("#comments").getByLabel("Name")).toBeFocused();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Feature this notice" })).toHaveCount(0);
});

test("a missing notice shows the not-found card with a way home", async ({ page }) => {
  for (const path of ["/notice/987654321", "/notice/abc/some-title"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Notice not found" })).toBeVisible();
    await expect(page.getByText("This notice may have been removed or the link is incorrect.")).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Recent Notices|Featured Notices/ }).first()).toBeVisible();
});

test("a visitor reports a notice with a reason and a few words, and the moderator's queue has it", async ({
  page,
  request,
}) => {
  const notice = await createLiveNotice(request, {
    title: unique("Puppies for a deposit "),
    description: "Send a deposit by bank transfer and we will deliver the puppy to you.",
    category: "items_for_sale",
    price: "450",
  });
  await page.goto(`/notice/${notice.id}`);
  await page.getByRole("button", { name: "Report this notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this notice" });
  // Sent empty, the dialog asks for a reason and details: report-notice-dialog.test.tsx.
  await expect(dialog.getByRole("radio", { name: "Scam or fraud" })).toBeVisible();
  // An island too: the rest of the page sleeps on.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole("radio", { name: "Scam or fraud" }).check();
  await dialog.getByLabel("Details").fill("Asks for a deposit before anyone sees the puppy.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toast(page, "Thank you. A moderator will look at this notice soon.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const queue = await request.get("/api/admin/queue");
  const item = (
    (await queue.json()) as { items: { notice?: { id: number }; reports?: { reason: string }[] }[] }
  ).items.find((i) => i.notice?.id === notice.id);
  expect(item?.reports?.[0]?.reason).toBe("scam");
});

test("a visitor on a missing notice never asks the admin API, and no 401 reaches the console", async ({
  page,
}) => {
  // The shared fixture ignores failed loads ("Failed to load resource"); here every console line counts.
  const logged: string[] = [];
  page.on("console", (msg) => logged.push(msg.text()));
  const adminCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/admin/")) adminCalls.push(r.url());
  });
  await page.goto("/notice/987654321/no-such-notice");
  await expect(page.getByRole("heading", { name: "Notice not found" })).toBeVisible();
  // The hydrated page has had its chance to ask (the check ran on the server's answer of 404).
  await page.waitForLoadState("networkidle");
  expect(adminCalls).toEqual([]);
  expect(logged.filter((line) => line.includes("401"))).toEqual([]);
});
