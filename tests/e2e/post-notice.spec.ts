import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import {
  chooseOption,
  expect,
  expectAccessible,
  test,
  toast,
  unique,
  waitForMail,
  wakeWithMouse,
} from "./support/fixtures";

/** A small phone-style photo on disk, made with sharp. */
async function photoFile(): Promise<string> {
  const file = path.join(os.tmpdir(), `${unique("nb-photo-")}.jpg`);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#4e7d3a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="480"><circle cx="320" cy="240" r="150" fill="#f5d142"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toFile(file);
  return file;
}

/**
 * Closes a toast (the spec's toast of a refused photo) with its close button, as a reader would. At 1280 × 800 it sits
 * bottom right, over the right half of the dialog's Submit button, and a click on the button's middle could land on
 * it. Found by slot, as `toast()` finds it: an open dialog hides the toast region from the accessibility tree.
 */
async function closeToast(page: Page, title: string) {
  const shown = page.locator('[data-slot="toast"]').filter({ hasText: title });
  await shown.locator('[data-slot="toast-close"]').click();
  await expect(shown).toHaveCount(0);
}

async function openDialog(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Post a Notice" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const choose = (page: Page, label: string, option: string) =>
  chooseOption(page, page.getByRole("dialog").getByRole("combobox", { name: label }), option);

test("a visitor posts a notice with a photo, follows the e-mailed link and sees it verified", async ({
  page,
}) => {
  const title = `Oak dining table ${unique()}`;
  const email = `${unique("poster-")}@example.org`;
  await page.goto("/");
  await expectAccessible(page);
  const dialog = await openDialog(page);
  await expectAccessible(page);

  await choose(page, "Category", "Items for Sale");
  await choose(page, "Location", "Ludlow");
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("Solid oak farmhouse table with four chairs, collection from Ludlow.");
  await dialog.getByLabel("Price (£)").fill("120");
  await dialog.getByLabel("Contact email").fill(email);
  await dialog.getByLabel("Image (optional)").setInputFiles(await photoFile());
  await expect(dialog.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  await dialog.getByRole("checkbox", { name: "I accept the terms and conditions" }).check();
  await expectAccessible(page);

  const submittedAt = Date.now();
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(toast(page, "Notice Submitted Successfully")).toBeVisible();
  await expect(toast(page, "We've sent you a confirmation email to activate your notice.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(email, /confirm/i);
  console.info(`submit → activation mail in the outbox: ${Date.now() - submittedAt} ms`);
  const link = mail.links.find((l) => l.includes("/verify/"));
  expect(link, "verification link").toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Notice Verified!" })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(/reviewed by our moderators/)).toBeVisible();
  await expectAccessible(page);

  // The link is single use: opened again, the page says the notice is already confirmed and what happens next.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Notice Already Confirmed" })).toBeVisible();
  await expect(page.getByText(/Our moderators will review it, and we'll email you/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Every required-field message beneath its field, sent empty, is client/features/post-notice/
// post-notice-dialog.test.tsx's.

test("fields follow the category, and the browser checks the image", async ({ page }) => {
  await page.goto("/");
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel("Price (£)")).toHaveCount(0);

  await choose(page, "Category", "Items for Sale");
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(dialog.getByText("Price is required for items for sale")).toBeVisible();
  await expect(dialog.getByLabel("External link (optional)")).toHaveCount(0);

  await choose(page, "Category", "Events");
  await expect(dialog.getByLabel("Price (£)")).toHaveCount(0);
  const date = dialog.getByLabel("Event date");
  await expect(date).toHaveAttribute("type", "date");
  const min = await date.getAttribute("min");
  expect(new Date(`${min}T23:59:59`).getTime()).toBeGreaterThan(Date.now() - 1000);
  await expect(dialog.getByLabel("Venue (optional)")).toBeVisible();
  await expect(dialog.getByLabel("External link (optional)")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(dialog.getByText("Event date is required for events")).toBeVisible();

  // "example.org" alone would be completed to https://example.org; words are not a web address.
  await dialog.getByLabel("External link (optional)").fill("see our website");
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(dialog.getByText("Please enter a valid URL starting with http:// or https://")).toBeVisible();

  await expect(dialog.getByRole("group", { name: /Feature your business/ })).toHaveCount(0);
  await choose(page, "Category", "Local Businesses");
  const feature = dialog.getByRole("group", { name: /Feature your business/ });
  await expect(feature.getByRole("radio")).toHaveCount(4);
  await expectAccessible(page);

  const image = dialog.getByLabel("Image (optional)");
  await expect(image).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  // While the modal dialog is open the toast sits outside the accessibility tree, so it is found by its text; the
  // same message is beneath the field for screen readers.
  await image.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Invalid file type", { exact: true })).toBeVisible();
  await expect(image).toHaveAccessibleDescription(/^Please upload a valid image \(JPEG, PNG, WebP\)/);
  await image.setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("File too large", { exact: true })).toBeVisible();
  await expect(image).toHaveAccessibleDescription(/^Image must be less than 5MB/);
  await expect(dialog.getByRole("img", { name: "Preview of the chosen image" })).toHaveCount(0);
});

test("the verify page explains an unknown, a missing and an expired link", async ({ page }) => {
  await page.goto("/verify/not-a-real-token");
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(page.getByText("This verification link is invalid or has already been used.")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/verify");
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();

  // The server answers 410 only after 24 hours; the page's reading of a 410 is checked with that answer.
  await page.route("**/api/notices/verify", (route) =>
    route.fulfill({
      status: 410,
      contentType: "application/json",
      body: '{"message":"Verification link expired"}',
    }),
  );
  await page.goto("/verify/an-old-token");
  await expect(page.getByRole("heading", { name: "Verification Link Expired" })).toBeVisible();
  await expect(page.getByText(/expire after 24 hours/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toBeVisible();
  await expectAccessible(page);
});

test("a refusal from the server shows in the failure toast and the form stays filled", async ({ page }) => {
  const title = `Garden bench ${unique()}`;
  await page.goto("/");
  const dialog = await openDialog(page);
  await choose(page, "Category", "Discussion");
  await choose(page, "Location", "Wem");
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("Does anyone know a good place to get a garden bench repaired?");
  await dialog.getByLabel("Contact email").fill(`${unique("poster-")}@example.org`);
  // Passes the browser's check by its declared type, but its bytes are not an image: the server answers 415.
  await dialog.getByLabel("Image (optional)").setInputFiles({
    name: "bench.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<html>not a photo</html>"),
  });
  await dialog.getByRole("checkbox", { name: "I accept the terms and conditions" }).check();
  await dialog.getByRole("button", { name: "Submit Notice" }).click();

  await expect(page.getByText("Failed to submit notice", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveText("Please upload a valid image (JPEG, PNG, WebP)");
  // The server's verdict on the photo is said under the Image field too.
  await expect(dialog.getByLabel("Image (optional)")).toHaveAccessibleDescription(
    /^Please upload a valid image \(JPEG, PNG, WebP\)/,
  );
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByRole("button", { name: "Submit Notice" })).toBeEnabled();
  await expectAccessible(page);
});

test("a photo the browser refuses keeps the notice from being sent until it is removed or replaced", async ({
  page,
}) => {
  const title = `Mountain bike ${unique()}`;
  await page.goto("/");
  const dialog = await openDialog(page);
  await choose(page, "Category", "Items for Sale");
  await choose(page, "Location", "Bridgnorth");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Hardtail mountain bike, 18 inch frame, serviced in spring.");
  await dialog.getByLabel("Price (£)").fill("140");
  await dialog.getByLabel("Contact email").fill(`${unique("poster-")}@example.org`);
  await dialog.getByRole("checkbox", { name: "I accept the terms and conditions" }).check();
  const image = dialog.getByLabel("Image (optional)");
  const submit = dialog.getByRole("button", { name: "Submit Notice" });
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/notices")) posts += 1;
  });

  await image.setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(image).toHaveAccessibleDescription(/^Image must be less than 5MB/);
  await closeToast(page, "File too large");
  await submit.click();
  await expect(image).toBeFocused();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // Replaced by another refused file: still held back; removed: sent, without a photo.
  await image.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(image).toHaveAccessibleDescription(/^Please upload a valid image \(JPEG, PNG, WebP\)/);
  await closeToast(page, "Invalid file type");
  await submit.click();
  await expect(image).toBeFocused();
  expect(posts).toBe(0);
  await dialog.getByRole("button", { name: "Remove image" }).click();
  await expect(image).not.toHaveAccessibleDescription(/Please upload/);
  await submit.click();
  await expect(toast(page, "Notice Submitted Successfully")).toBeVisible();
  expect(posts).toBe(1);
});

test("on a sleeping page the post dialog opens alone, keeps what was typed, and is the same dialog once the page wakes", async ({
  page,
}) => {
  const title = `Garden bench ${unique()}`;
  const email = `${unique("poster-")}@example.org`;
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const post = page.getByRole("banner").getByRole("button", { name: "Post a Notice" });

  // The press opens the dialog (an island of its own, post-notice-island.tsx) and wakes nothing else of the page.
  let dialog = await openDialog(page);
  await dialog.getByLabel("Title").fill(title);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  expect(scripts.filter((script) => /\/assets\/main-/.test(script))).toEqual([]);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(post).toBeFocused();

  // Awake, the page's button opens the same dialog: what was typed is still there.
  await wakeWithMouse(page);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  dialog = await openDialog(page);
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await choose(page, "Category", "Items for Sale");
  await choose(page, "Location", "Oswestry");
  await dialog
    .getByLabel("Description")
    .fill("Teak garden bench for three, weathered silver, collection only.");
  await dialog.getByLabel("Price (£)").fill("45");
  await dialog.getByLabel("Contact email").fill(email);
  await dialog.getByRole("checkbox", { name: "I accept the terms and conditions" }).check();
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(toast(page, "Notice Submitted Successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  // One toast area for the page's two React roots: the toast shows once.
  await page.waitForTimeout(300);
  await expect(toast(page, "Notice Submitted Successfully")).toHaveCount(1);
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(1);
  expect((await waitForMail(email, /confirm/i)).links.some((link) => link.includes("/verify/"))).toBe(true);
});
