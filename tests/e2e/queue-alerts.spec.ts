import {
  chooseOption,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  openHydrated,
  test,
  toast,
  unique,
} from "./support/fixtures";
import { createLiveNotice } from "./support/seed-notice";

test("the dashboard's Queue alerts panel: an alert after N hours in chosen towns, by keyboard", async ({
  page,
  moderator,
}) => {
  await moderator.openDashboard();
  const card = page.getByRole("region", { name: "Queue alerts" });
  await expectAccessible(page);

  // No mail asks for nothing more.
  await card.getByRole("radio", { name: "No mail" }).check();
  await expect(card.getByLabel("Email address for these mails")).toHaveCount(0);

  // By keyboard: the radio group, then the fields it shows.
  await card.getByRole("radio", { name: "No mail" }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(card.getByRole("radio", { name: "An alert when a notice has waited too long" })).toBeChecked();
  const email = card.getByLabel("Email address for these mails");
  const hours = card.getByLabel("When a notice has waited more than (hours)");
  await expect(hours).toHaveValue(/^(12|6)$/);
  await email.fill("");
  await email.press("Enter");
  await expect(card.getByText("Please enter the email address for your alerts")).toBeVisible();
  await expect(email).toHaveAccessibleDescription("Please enter the email address for your alerts");
  await expectAccessible(page);

  await email.fill("volunteer@example.org");
  await hours.fill("6");
  const towns = card.getByRole("group", { name: "Only notices in these towns" });
  // The other project's run may have saved Ludlow already: Space only when it is not yet ticked.
  const ludlow = towns.getByRole("checkbox", { name: "Ludlow" });
  await ludlow.focus();
  if (!(await ludlow.isChecked())) await page.keyboard.press("Space");
  await expect(ludlow).toBeChecked();
  await card
    .getByRole("group", { name: "Only notices in these categories" })
    .getByRole("checkbox", { name: "Jobs" })
    .check();
  await card.getByRole("button", { name: "Save queue alerts" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Queue alerts saved")).toBeVisible();

  await page.reload();
  const again = page.getByRole("region", { name: "Queue alerts" });
  await expect(
    again.getByRole("radio", { name: "An alert when a notice has waited too long" }),
  ).toBeChecked();
  await expect(again.getByLabel("Email address for these mails")).toHaveValue("volunteer@example.org");
  await expect(again.getByLabel("When a notice has waited more than (hours)")).toHaveValue("6");
  await expect(again.getByRole("checkbox", { name: "Ludlow" })).toBeChecked();
  await expect(again.getByRole("checkbox", { name: "Shrewsbury" })).not.toBeChecked();
  await expect(again.getByRole("checkbox", { name: "Jobs" })).toBeChecked();

  // A daily summary hides the hours.
  await again.getByRole("radio", { name: "A daily summary of the queue" }).check();
  await expect(again.getByLabel("When a notice has waited more than (hours)")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test("the post dialog tells the poster the usual wait once a moderator has decided a notice", async ({
  page,
  request,
}) => {
  // A notice confirmed and approved at once: the last 30 days' median is under an hour, told as 1 hour.
  await createLiveNotice(request, {
    title: `Hedge trimmer ${unique()}`,
    description: "Petrol hedge trimmer, serviced this spring, collection from Ludlow.",
    category: "items_for_sale",
    price: "45",
  });
  await openHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Post a Notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Post a Notice" });
  await chooseOption(page, dialog.getByRole("combobox", { name: "Category" }), "Items for Sale");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Location" }), "Ludlow");
  await dialog.getByLabel("Title").fill(`Garden bench ${unique()}`);
  await dialog.getByLabel("Description").fill("Teak garden bench, seats three, collection from Ludlow.");
  await dialog.getByLabel("Price (£)").fill("60");
  await dialog.getByLabel("Contact email").fill(`${unique("poster-")}@example.org`);
  await dialog.getByRole("checkbox", { name: "I accept the terms and conditions" }).check();
  await dialog.getByRole("button", { name: "Submit Notice" }).click();
  await expect(toast(page, "Notice Submitted Successfully")).toBeVisible();
  await expect(toast(page, "We've sent you a confirmation email to activate your notice.")).toBeVisible();
  await expect(toast(page, "Notices are usually checked within 1 hour.")).toBeVisible();
  await expectAccessible(page);
});
