import type { Page } from "@playwright/test";
import { totpCode } from "../../server/admin-auth/totp";
import { E2E_ADMIN } from "./support/e2e-env";
import { expect, expectAccessible, test, toast } from "./support/fixtures";

/** The password step; an admin with two-factor sign-in is then asked for the code. */
async function enterPassword(page: Page, username: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Enrols from the dashboard's banner as a moderator would, typing the code their app shows; answers the secret. */
async function enrol(page: Page, username: string) {
  await enterPassword(page, username);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const banner = page.getByRole("region", { name: "Two-factor sign-in" });
  await expect(banner.getByText("Protect your account with two-factor sign-in")).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  const dialog = page.getByRole("dialog", { name: "Set up two-factor sign-in" });
  await expect(
    dialog.getByRole("img", { name: "QR code to scan with your authenticator app" }),
  ).toBeVisible();
  const secret = (await dialog.getByTestId("mfa-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  // A wrong code's message in the dialog: client/features/admin-auth/mfa-confirm-form.test.tsx.
  await dialog.getByLabel("Code from your app").fill(totpCode(secret, new Date()));
  await dialog.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  const saved = page.getByRole("dialog", { name: "Save your recovery codes" });
  const items = saved.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  await expectAccessible(page);
  await saved.getByRole("button", { name: "Done" }).click();
  await expect(banner).toHaveCount(0);
  return { secret, codes };
}

// One journey, one enrolment: the code step's own rules (the empty code's message, Enter, a refused code and Start
// again) are proven in client/features/admin-auth/admin-login-code-form.test.tsx, the server's in
// server/admin-auth/admin-mfa.test.ts.
test("a moderator turns on two-factor sign-in, logs in with the app's code, and without their phone with a recovery code that then works no more", async ({
  page,
}, testInfo) => {
  const username = `totp-${testInfo.project.name}`;
  const { secret, codes } = await enrol(page, username);
  await logOut(page);

  await enterPassword(page, username);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Enter the code from your authenticator app")).toBeVisible();

  // The code used to enrol has been spent; the app's next one (30 s on) is within the accepted window.
  await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await code.press("Enter");
  await expect(toast(page, "Login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("tab", { name: "Notices" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Two-factor sign-in" })).toHaveCount(0);
  await logOut(page);

  // Without the phone: a recovery code signs in once.
  await enterPassword(page, username);
  await page.getByLabel("Authentication code").fill(codes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await logOut(page);

  await enterPassword(page, username);
  await page.getByLabel("Authentication code").fill(codes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "That code is not right. Please try again." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("button", { name: "Start again" }).click();
  await expect(page.getByLabel("Username")).toBeVisible();
});
