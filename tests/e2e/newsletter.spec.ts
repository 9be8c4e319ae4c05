import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";

test("subscribe in the footer, confirm from the mail, change choices, unsubscribe", async ({ page }) => {
  const email = `${unique("reader-")}@example.org`;
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill(email);
  await form.getByText("How often, towns and categories").press("Enter");
  await form.getByRole("radio", { name: "Daily (at 7am)" }).check();
  await form.getByRole("checkbox", { name: "Ludlow" }).press("Space");
  await expect(form.getByRole("checkbox", { name: "Ludlow" })).toBeChecked();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await form.getByRole("button", { name: "Subscribe" }).press("Enter");
  await expect(toast(page, "Check your e-mail to confirm")).toBeVisible();

  const mail = await waitForMail(email, /confirm your Shropshire Noticeboard newsletter/);
  expect(mail.text).toContain("Ludlow");
  const confirmLink = mail.links.find((l) => l.includes("/subscribe/confirm/"));
  expect(confirmLink).toBeDefined();
  await page.goto(new URL(confirmLink!).pathname);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Change your choices" }).click();

  await expect(page.getByRole("heading", { name: "Your newsletter subscription" })).toBeVisible();
  const choices = page.getByRole("form", { name: "Your choices" });
  await expect(choices.getByRole("radio", { name: "Daily (at 7am)" })).toBeChecked();
  await expect(choices.getByRole("checkbox", { name: "Ludlow" })).toBeChecked();
  await choices.getByRole("radio", { name: "Weekly (Friday at 7am)" }).check();
  await choices.getByRole("checkbox", { name: "Jobs" }).click();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await choices.getByRole("button", { name: "Save choices" }).click();
  await expect(toast(page, "Choices saved")).toBeVisible();
  const manageUrl = page.url();

  await page.reload();
  await expect(choices.getByRole("radio", { name: "Weekly (Friday at 7am)" })).toBeChecked();
  await expect(choices.getByRole("checkbox", { name: "Jobs" })).toBeChecked();
  await expect(choices.getByRole("checkbox", { name: "Ludlow" })).toBeChecked();

  // The unsubscribe link of a digest: opening it changes nothing, the button does.
  await page.goto(manageUrl.replace("/subscription/", "/unsubscribe/"));
  await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  await page.getByRole("link", { name: "Changed your mind? Manage your subscription" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expectAccessible(page);

  // The page that answers the form posted without JavaScript (server-rendering.spec.ts), with axe.
  await page.goto("/newsletter/sent?error=email");
  await expect(page.getByRole("heading", { level: 1, name: "Must provide a valid email" })).toBeVisible();
  await expectAccessible(page);
});

test("a category page offers its own alerts, with its category and town ticked @phone-only", async ({
  page,
}) => {
  await page.goto("/category/jobs?location=ludlow");
  const box = page.getByRole("form", { name: "Get new Jobs in Ludlow by e-mail" });
  await expect(page.getByRole("heading", { name: "Get new Jobs in Ludlow by e-mail" })).toBeVisible();
  await box.getByText("How often, towns and categories").click();
  await expect(box.getByRole("checkbox", { name: "Jobs" })).toBeChecked();
  await expect(box.getByRole("checkbox", { name: "Ludlow" })).toBeChecked();
  await expect(box.getByRole("checkbox", { name: "Wem" })).not.toBeChecked();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  const email = `${unique("jobs-")}@example.org`;
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Check your e-mail to confirm")).toBeVisible();
  const mail = await waitForMail(email, /confirm your Shropshire Noticeboard newsletter/);
  expect(mail.text).toContain("Jobs in Ludlow, weekly");
});

// The choices a reader opens staying open when the form's code arrives under a held press is
// client/features/newsletter/deferred-subscribe-form.test.tsx's: there the code arrives between the press and the
// release every time (this journey held its download in the browser and failed about 1 run in 8 on timing).

test("the admin dashboard counts subscribers and shows the last digest run", async ({
  page,
  request,
  moderator,
}) => {
  const res = await request.post("/api/subscribe", { data: { email: `${unique("count-")}@example.org` } });
  expect(res.status()).toBe(201);
  await moderator.openDashboard();
  const subscribers = page.getByRole("definition").filter({ hasText: /^\d+$/ });
  await expect(page.getByRole("heading", { name: "Newsletter" })).toBeVisible();
  await expect(subscribers.first()).toBeVisible();
  const unconfirmed = page
    .getByLabel("Subscribers")
    .getByText("Unconfirmed")
    .locator("xpath=following-sibling::dd");
  await expect(unconfirmed).not.toHaveText("0");
  await expect(page.getByText("No digest has been sent yet.")).toBeVisible();
  await expectAccessible(page);
});
