import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_OUTBOX_DIR } from "./support/e2e-env";
import { createLiveNotice } from "./support/seed-notice";
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";

/**
 * A live notice and the manage link from its activation mail. The moderator approves it through `request`, a context of
 * its own: the poster's browser is not logged in as admin, so it sees what the public sees (no admin preview).
 */
async function liveNoticeWithManageLink(
  request: APIRequestContext,
  fields: { title: string; category?: string; price?: string },
) {
  const notice = await createLiveNotice(request, {
    category: "items_for_sale",
    price: "85",
    description: "Adult hybrid bike in good working order, new brake pads fitted last month.",
    ...fields,
  });
  const mail = await waitForMail(notice.contactEmail, /confirm/i);
  const link = mail.links.find((l) => l.includes("/manage/"));
  expect(link, "manage link in the activation mail").toBeTruthy();
  return { ...notice, manageLink: link! };
}

async function noSidewaysScroll(page: Page) {
  await expectNoSidewaysScroll(page);
}

test("a poster edits a live notice: it stays up as it was until a moderator approves the edit", async ({
  page,
  request,
}) => {
  const oldTitle = `Raleigh bike ${unique()}`;
  const { manageLink, id } = await liveNoticeWithManageLink(request, { title: oldTitle });
  await page.goto(manageLink);
  await expect(page.getByRole("heading", { name: "Manage your notice" })).toBeVisible();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await noSidewaysScroll(page);

  await page.getByRole("button", { name: "Edit notice" }).click();
  const form = page.getByRole("form", { name: "Edit your notice" });
  await expect(form.getByText(/stays up as it is now until they approve/)).toBeVisible();
  const newTitle = `Raleigh bike with lights ${unique()}`;
  await form.getByLabel("Title").fill(newTitle);
  await expectAccessible(page);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(
    toast(page, "Your notice stays up as it was until a moderator approves your changes."),
  ).toBeVisible();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  const waiting = page.getByRole("region", { name: "Your changes are awaiting review" });
  await expect(waiting.getByText(newTitle)).toBeVisible();
  await expectAccessible(page);

  // The public still sees the approved version.
  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: oldTitle })).toBeVisible();

  // The moderator approves the edit; the notice then reads as edited.
  const approved = await request.patch(`/api/admin/notices/${id}/edit/approve`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
});

test("a lost cat is closed as found: the only outcome offered, and the tab says so", async ({
  page,
  request,
}) => {
  const title = `Lost tabby cat ${unique()}`;
  const { manageLink, id } = await liveNoticeWithManageLink(request, {
    title,
    category: "lost_and_found",
    price: "",
  });
  await page.goto(manageLink);
  const close = page.getByRole("region", { name: "Has it done its job?" });
  await expect(close.getByRole("button")).toHaveText(["Mark as found"]);
  await close.getByRole("button", { name: "Mark as found" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Mark as found?" });
  await expect(dialog).toContainText("reopen it from this page for 24 hours");
  await dialog.getByRole("button", { name: "Mark as found" }).click();
  await expect(toast(page, "Notice closed")).toBeVisible();

  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { name: "Found" })).toBeVisible();
  await expect(page).toHaveTitle(`Found: ${title} | Shropshire Noticeboard`);
});

test("a poster closes a notice as sold and its page says so", async ({ page, request }) => {
  const title = `Oak table ${unique()}`;
  const { manageLink, id } = await liveNoticeWithManageLink(request, { title });
  await page.goto(manageLink);
  await page.getByRole("button", { name: "Mark as sold" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark as sold" }).click();
  await expect(toast(page, "Notice closed")).toBeVisible();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A way back: Reopen on the page for 24 hours; the notice is live again, then closed for good below.
  await page.getByRole("button", { name: "Reopen notice" }).click();
  await expect(toast(page, "Notice reopened")).toBeVisible();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/You can renew it from \d+ \w+ \d{4}: a Renew button will appear/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Mark as sold" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark as sold" }).click();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();

  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { name: "Sold" })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("a poster deletes a notice after confirming", async ({ page, request }) => {
  const { manageLink, id } = await liveNoticeWithManageLink(request, { title: `Garden bench ${unique()}` });
  await page.goto(manageLink);
  await page.getByRole("button", { name: "Delete notice" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this notice?" });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Notice deleted" })).toBeVisible();
  await page.goto(manageLink);
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { name: "Notice not found" })).toBeVisible();
});

test("a visitor asks for their data by e-mail and deletes all of it", async ({ page, request }) => {
  const title = `Walking boots ${unique()}`;
  const { contactEmail, id } = await liveNoticeWithManageLink(request, { title });
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "See or delete your data" }).click();
  await expect(page.getByRole("heading", { name: "See and delete your data" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Your email address").fill(contactEmail);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status").getByText(/We have sent a link/)).toBeVisible();

  const mail = await waitForMail(contactEmail, /Your data/);
  const link = mail.links.find((l) => l.includes("/my-data/"));
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Notices (1)" })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expectAccessible(page);
  await noSidewaysScroll(page);
  await page.getByRole("button", { name: "Delete all my data" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete everything" }).click();
  await expect(
    page.getByText(/Everything we held about your address has been deleted: 1 notice,/),
  ).toBeVisible();

  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { name: "Notice not found" })).toBeVisible();
});

test("a poster whose link failed asks for a new one from the verify page", async ({ page }) => {
  const email = `${unique("poster-")}@example.org`;
  const posted = await page.request.post("/api/notices", {
    data: {
      title: `Lost walking pole ${unique()}`,
      description: "Left a red walking pole at the summit of Caer Caradoc on Sunday afternoon.",
      category: "lost_and_found",
      location: "church_stretton",
      contactEmail: email,
    },
  });
  expect(posted.status()).toBe(201);
  const first = await waitForMail(email, /confirm/i);
  await page.goto("/verify/no-such-link");
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await page.getByLabel("Your email address").fill(email);
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByRole("status").getByText(/If that address has notices waiting/)).toBeVisible();
  await expectAccessible(page);

  // A second activation mail, with a new link that confirms the notice.
  let link: string | undefined;
  await expect(async () => {
    const files = fs
      .readdirSync(E2E_OUTBOX_DIR)
      .filter((f) => fs.readFileSync(path.join(E2E_OUTBOX_DIR, f), "utf8").includes(email));
    expect(files.length).toBe(2);
    const text = fs.readFileSync(
      path.join(
        E2E_OUTBOX_DIR,
        files.find((f) => path.join(E2E_OUTBOX_DIR, f) !== first.file)!,
      ),
      "utf8",
    );
    link = /https?:\/\/\S+\/verify\/[\w-]+/.exec(text.replace(/=\r?\n/g, ""))?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Notice Verified!" })).toBeVisible();
  await expect(
    page.getByText("Once approved, it will be visible for 30 days.", { exact: false }),
  ).toBeVisible();
});
