import { expect, expectAccessible, expectNoSidewaysScroll, test, toast } from "./support/fixtures";

test("the dashboard's Backups card: schedule by keyboard, back up now, the last backup's time and size", async ({
  page,
  moderator,
}) => {
  await moderator.openDashboard();
  await expect(page.getByRole("heading", { name: "Backups" })).toBeVisible();
  const card = page.getByRole("region", { name: "Backups" });
  // The defaults, or an earlier run's choice on a reused server.
  await expect(card.getByLabel("Nightly at (London time)")).toHaveValue("02:30");
  await expect(card.getByLabel("Backups kept")).toHaveValue(/^(14|7)$/);
  await expectAccessible(page);

  // A bad count is refused beside its field; a good one is saved.
  await card.getByLabel("Backups kept").fill("0");
  await card.getByLabel("Backups kept").press("Enter");
  await expect(card.getByText("Keep at least 1 backup")).toBeVisible();
  await card.getByLabel("Backups kept").fill("7");
  await card.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Backup settings saved")).toBeVisible();

  await card.getByRole("button", { name: "Back up now" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Backup written")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^Last backup: \d+ \w+ \d{4} at \d\d:\d\d, [\d.]+ (KB|MB)$/)).toBeVisible();
  await expect(card.getByText(/more than 48 hours old|Back up now, and check/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Backups kept")).toHaveValue("7");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
