import { noticePath } from "../../common/slug";
import { expect, expectAccessible, test, toast, unique, wakeWithMouse } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/e2e-env";
import { createLiveNotice } from "./support/seed-notice";

test("share a notice by link, WhatsApp, Facebook or e-mail, add it to a calendar, print an A5 poster", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  const title = unique("Duck race ");
  const notice = await createLiveNotice(request, {
    title,
    description: "Plastic ducks down the Severn from the Quarry, prizes for the first three home.",
    category: "events",
    location: "shrewsbury",
    eventDate: "2031-08-16",
    eventVenue: "The Quarry",
  });
  const url = `${E2E_BASE_URL}${noticePath(notice.id, title)}`;

  await page.goto(`/notice/${notice.id}`);
  const share = page.getByRole("region", { name: "Share this notice" });
  await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  );
  await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await expect(share.getByRole("link", { name: "E-mail" })).toHaveAttribute(
    "href",
    `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  );
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(toast(page, "Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // An island (client/features/share/copy-link.ts): the link copied and the toast shown without waking the page.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  const calendar = page.getByRole("link", { name: "Add to calendar" });
  const ics = await request.get((await calendar.getAttribute("href"))!);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain("DTSTART;VALUE=DATE:20310816");
  await expectAccessible(page);

  await share.getByRole("link", { name: "Print poster" }).click();
  await expect(page).toHaveURL(new RegExp(`/poster/${notice.id}$`));
  const poster = page.locator("article.poster");
  await expect(poster.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(poster.getByText("Events · 16 August 2031 · The Quarry · Shrewsbury")).toBeVisible();
  await expect(poster.getByRole("img", { name: "QR code for this notice's page" })).toBeVisible();
  await expect(poster.getByText(url)).toBeVisible();
  await expectAccessible(page);
  // Opened at another address of the same server (as from an internal name), the poster still sends passers-by to
  // PUBLIC_URL. Its QR code is drawn on the server; server/ssr/poster-page.test.ts compares its squares with the QR code
  // of the notice's public address.
  await page.goto(`${E2E_BASE_URL.replace("127.0.0.1", "localhost")}/poster/${notice.id}`);
  await expect(poster.getByText(url)).toBeVisible();
  await expect(poster.getByRole("img", { name: "QR code for this notice's page" })).toBeVisible();

  // Printed, the poster is one A5 page (148 × 210 mm is 419.5 × 595.3 points).
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(boxes).toHaveLength(1);
  // Chromium rounds the page to whole CSS pixels: within a point of A5.
  expect(Math.abs(Number(boxes[0][1]) - 419.5)).toBeLessThan(1);
  expect(Math.abs(Number(boxes[0][2]) - 595.3)).toBeLessThan(1);
});

test("a phone with a share sheet is offered it in place of the links, asleep, and the page sleeps on @phone", async ({
  page,
  request,
}) => {
  const title = unique("Plant swap ");
  const notice = await createLiveNotice(request, {
    title,
    description: "Bring a cutting, take a cutting: the church porch, every Saturday morning in May.",
    category: "events",
    location: "ludlow",
    eventDate: "2031-05-03",
    eventVenue: "St Laurence's porch",
  });
  // The phone's share sheet, the edge of the outside world: what it was asked to share is kept.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => void shared.push(data),
    });
  });
  await page.goto(`/notice/${notice.id}`);
  await page.waitForLoadState("networkidle");
  const share = page.getByRole("region", { name: "Share this notice" });
  await expect(share.getByRole("button", { name: "Share", exact: true })).toBeVisible();
  for (const name of ["WhatsApp", "Facebook", "E-mail"])
    await expect(share.getByRole("link", { name })).toBeHidden();
  await expect(share.getByRole("button", { name: "Copy link" })).toBeHidden();
  await expect(share.getByRole("link", { name: "Print poster" })).toBeVisible();
  await expectAccessible(page);

  await share.getByRole("button", { name: "Share", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title, url: `${E2E_BASE_URL}${noticePath(notice.id, title)}` }]);
  // An island (client/features/share/share-sheet.ts): the sheet opened without waking the page.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // Awake, the page offers the same.
  await wakeWithMouse(page);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(share.getByRole("button", { name: "Share", exact: true })).toBeVisible();
  await expect(share.getByRole("link", { name: "WhatsApp" })).toBeHidden();
  await share.getByRole("button", { name: "Share", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.length))
    .toBe(2);
});

test("a list links its feed, and the events list a calendar to subscribe to", async ({ page }) => {
  await page.goto("/category/events?location=ludlow");
  await expect(page.getByRole("link", { name: "Feed" })).toHaveAttribute(
    "href",
    "/feed.xml?category=events&location=ludlow",
  );
  await expect(page.getByRole("link", { name: "Subscribe to the events calendar" })).toHaveAttribute(
    "href",
    `${E2E_BASE_URL.replace("http:", "webcal:")}/events.ics?location=ludlow`,
  );
});
