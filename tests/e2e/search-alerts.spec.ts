import type { Page } from "@playwright/test";
import { approveNotice } from "../../server/moderation/admin-notice-service";
import { HOUR, MINUTE } from "../../server/clock";
import { verifyNotice } from "../../server/moderation/verification-service";
import { startClockServer, type ClockServer } from "./support/clock-server";
import { expect, expectAccessible, expectNoSidewaysScroll, test, toast, unique } from "./support/fixtures";
import { expectVisibleFocusOnEveryStop } from "./support/focus";
import { createLiveNotice } from "./support/seed-notice";

/*
 * Issue 21 at 375 px: what the search understood, shown as chips that can be removed; a search that found nothing;
 * and a saved search's alert. The alert waits for the next o'clock, so those journeys run on the clock server (its
 * own database and a clock the test moves; its mail is kept in memory).
 */

let server: ClockServer;
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures argument only when it is destructured.
test.beforeAll(async ({}, testInfo) => {
  // Each project (desktop, phone) runs in its own worker: give each its own port.
  server = await startClockServer(2100 + testInfo.parallelIndex * 10);
});
test.afterAll(async () => {
  await server?.close();
});

/** A live notice on the clock server: posted, verified from its mail, and approved a minute on. */
async function liveNoticeOnClockServer(page: Page, fields: Record<string, string>): Promise<number> {
  server.clock.advance(MINUTE);
  const contactEmail = `${unique("poster-")}@example.org`;
  const posted = await page.request.post(`${server.url}/api/notices`, {
    data: { price: "", eventDate: "", eventVenue: "", externalLink: "", ...fields, contactEmail },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  const [activation] = await server.mailTo(contactEmail);
  await verifyNotice(server.app.ctx, /\/verify\/([\w-]+)/.exec(activation.text)![1], "127.0.0.1");
  await approveNotice(server.app.ctx, id);
  return id;
}

/** Fills the save-search dialog by keyboard and sends it; answers the confirmation mail's link. */
async function saveSearchFor(page: Page, email: string, opener: string): Promise<string> {
  await page.getByRole("button", { name: opener }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "E-mail me when a notice matches" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("radio", { name: "Within the hour" }).check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save this search" }).press("Enter");
  await expect(toast(page, "Check your e-mail to confirm your alert")).toBeVisible();
  const confirmation = (await server.mailTo(email)).find((m) =>
    /confirm your Shropshire Noticeboard alert/.test(m.subject),
  );
  expect(confirmation, "confirmation mail").toBeTruthy();
  return /https?:\/\/\S+\/alerts\/confirm\/[\w-]+/.exec(confirmation!.text)![0];
}

/** The confirmation page's button, then the subscription page that lists the alert. */
async function confirmAlert(page: Page, link: string, alertName: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your alert" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm my alert" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Alert confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "See your alerts" }).press("Enter");
  const alerts = page.getByRole("region", { name: "Your alerts" });
  await expect(alerts.getByText(alertName)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
}

/** An hour on, the alert job runs: answers the alert mail. */
async function alertMailAfterAnHour(email: string) {
  server.clock.advance(HOUR);
  await server.runJobs();
  const alert = (await server.mailTo(email)).find((m) => /Shropshire Noticeboard alert:/.test(m.subject));
  expect(alert, "alert mail").toBeTruthy();
  return alert!;
}

test("“pram shrewsbry” reads the town as a chip, and removing it searches everywhere @phone", async ({
  page,
  request,
}) => {
  const pram = await createLiveNotice(request, {
    title: `Silver Cross pram ${unique()}`,
    description: "Silver Cross pram with carrycot and rain cover, from a smoke-free home.",
    category: "items_for_sale",
    location: "shrewsbury",
    price: "60",
  });
  await page.goto("/?search=pram%20shrewsbry");
  const chip = page.getByRole("button", { name: "Remove filter: in Shrewsbury" });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveText(/in Shrewsbury/);
  // One state: the Location menu says what the chip says.
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveText(/Shrewsbury/);
  await expect(page.getByRole("link", { name: new RegExp(pram.title) })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await expectVisibleFocusOnEveryStop(page);

  await chip.focus();
  await chip.press("Enter");
  await expect(page).toHaveURL(/\/\?search=pram$/);
  await expect(page.getByRole("button", { name: /^Remove filter:/ })).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search notices" })).toHaveValue("pram");
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveText(/All locations/);
  await expect(page.getByRole("searchbox", { name: "Search notices" })).toBeFocused();
  await expect(page.getByRole("link", { name: new RegExp(pram.title) })).toBeVisible();
  await expectAccessible(page);
});

test("“jobs in telford”: removing a chip keeps the other words, and the menu and the tabs follow @phone-only", async ({
  page,
  request,
}) => {
  const job = await createLiveNotice(request, {
    title: `Care assistant wanted ${unique()}`,
    description: "Care assistant wanted for a small home in Telford, days or evenings, training given.",
    category: "jobs",
    location: "telford",
  });
  const box = page.getByRole("searchbox", { name: "Search notices" });
  const menu = page.getByRole("combobox", { name: "Location" });
  const activeTab = page
    .getByRole("navigation", { name: "Browse by category" })
    .locator('[aria-current="page"]');
  await page.goto("/?search=jobs%20in%20telford");
  await expect(page.getByRole("button", { name: "Remove filter: Jobs" })).toBeVisible();
  await expect(menu).toHaveText(/Telford/);
  await expect(activeTab).toHaveText("Jobs");

  await page.getByRole("button", { name: "Remove filter: in Telford" }).click();
  await expect(page).toHaveURL(/\/\?search=jobs$/);
  await expect(box).toHaveValue("jobs");
  await expect(menu).toHaveText(/All locations/);
  await expect(activeTab).toHaveText("Jobs");
  await expect(page.getByRole("button", { name: "Remove filter: in Telford" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(job.title) })).toBeVisible();

  await page.goto("/?search=jobs%20in%20telford");
  await page.getByRole("button", { name: "Remove filter: Jobs" }).click();
  await expect(page).toHaveURL(/\/\?search=in\+telford$/);
  await expect(box).toHaveValue("in telford");
  await expect(menu).toHaveText(/Telford/);
  await expect(activeTab).toHaveText("All");
  await expect(page.getByRole("button", { name: "Remove filter: in Telford" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(job.title) })).toBeVisible();
  await expectAccessible(page);
});

test("a search that finds nothing offers the nearest one, and its alert mails the next match", async ({
  page,
}) => {
  await liveNoticeOnClockServer(page, {
    title: "Brown leather settee",
    description: "Three-seater brown leather settee, some wear on the arms, collection from Ludlow.",
    category: "items_for_sale",
    location: "ludlow",
    price: "80",
  });
  await page.goto(`${server.url}/?search=settee%20wem`);
  await expect(page.getByText("No notices found")).toBeVisible();
  const nearest = page.getByRole("link", { name: "settee", exact: true });
  await expect(page.getByText(/Did you mean/)).toHaveText("Did you mean settee (anywhere in Shropshire)?");
  await expect(page.getByRole("navigation", { name: "Browse a category instead" })).toBeVisible();
  await expect(page.getByRole("button", { name: "E-mail me when a notice matches" })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await nearest.press("Enter");
  await expect(page.getByRole("link", { name: /Brown leather settee/ })).toBeVisible();

  const email = `${unique("sofa-")}@example.org`;
  const link = await saveSearchFor(page, email, "Save this search");
  await confirmAlert(page, link, "“settee”");

  const id = await liveNoticeOnClockServer(page, {
    title: "Green velvet settee",
    description: "Two-seater green velvet settee, like new, collection from Oswestry.",
    category: "items_for_sale",
    location: "oswestry",
    price: "120",
  });
  const alert = await alertMailAfterAnHour(email);
  expect(alert.text).toContain(`${server.url}/notice/${id}/Green-velvet-settee`);
});

test("save a search from its results, confirm it by mail, get its alert, and stop it from the mail", async ({
  page,
}) => {
  await liveNoticeOnClockServer(page, {
    title: "Wooden cot and mattress",
    description: "Solid pine cot with a new mattress, collection from Ludlow town centre.",
    category: "items_for_sale",
    location: "ludlow",
    price: "35",
  });
  await page.goto(`${server.url}/?search=cot&location=ludlow`);
  await expect(page.getByRole("link", { name: /Wooden cot and mattress/ })).toBeVisible();
  const email = `${unique("cot-")}@example.org`;
  const link = await saveSearchFor(page, email, "Save this search");
  await confirmAlert(page, link, "“cot” in Ludlow");

  const id = await liveNoticeOnClockServer(page, {
    title: "Travel cot with bag",
    description: "Folding travel cot with its carry bag, used twice, collection from Ludlow.",
    category: "items_for_sale",
    location: "ludlow",
    price: "20",
  });
  await liveNoticeOnClockServer(page, {
    title: "Cot bumper from Wem",
    description: "Cot bumper set in grey, washed and ready, collection from Wem.",
    category: "items_for_sale",
    location: "wem",
    price: "5",
  });
  const alert = await alertMailAfterAnHour(email);
  expect(alert.subject).toBe("Your Shropshire Noticeboard alert: 1 new notice for “cot”");
  expect(alert.text).toContain(`${server.url}/notice/${id}/Travel-cot-with-bag`);
  expect(alert.text).not.toContain("Cot bumper from Wem");
  expect(alert.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  const stop = /Stop this alert: (\S+)/.exec(alert.text)![1];
  await page.goto(stop);
  await expect(page.getByRole("heading", { name: "Stop this alert" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Stop this alert" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Alert stopped" })).toBeVisible();
  await page.getByRole("link", { name: "See your other alerts and the newsletter" }).press("Enter");
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your alerts" })).toHaveCount(0);
});

test("a search that finds nothing offers the categories and an alert @phone", async ({ page }) => {
  await page.goto(`${server.url}/?search=harpsichord`);
  await expect(page.getByText("No notices found")).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Browse a category instead" });
  await expect(categories.getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/category/jobs");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "E-mail me when a notice matches" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "E-mail me when a notice matches" });
  await expect(dialog.getByText("We e-mail you new notices matching “harpsichord”.")).toBeVisible();
  // An island (client/components/island.tsx): the rest of the page sleeps on, even for a keyboard.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "E-mail me when a notice matches" })).toBeFocused();
});
