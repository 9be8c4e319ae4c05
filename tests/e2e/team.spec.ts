import type { Page } from "@playwright/test";
import { totpCode } from "../../server/admin-auth/totp";
import { E2E_ADMIN } from "./support/e2e-env";
import {
  chooseOption,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";
import { createVerifiedNotice } from "./support/seed-notice";

async function logInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
}

/** The dashboard's tab, scrolled into view on a phone (the row of tabs scrolls sideways). */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole("tab", { name, exact: true });
  await tab.scrollIntoViewIfNeeded();
  await tab.click();
}

test("an admin invites a moderator, who joins, sets up two-factor sign-in and works the queue; removed, their open dashboard is signed out", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const run = unique();
  const email = `volunteer-${run}@example.org`;
  const username = `mod-${run}`;
  const title = `Team journey bike ${run}`;
  await createVerifiedNotice(request, {
    title,
    description: "Child's bike, blue, 16 inch wheels, stabilisers included, collection from the village.",
    category: "items_for_sale",
    location: "ludlow",
    price: "25",
  });

  // The admin invites by e-mail, with a role.
  await logInAsAdmin(page);
  await openTab(page, "Team");
  await expect(page.getByRole("heading", { name: "Team" })).toBeVisible();
  await page.getByRole("button", { name: "Invite someone" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite someone to the team" });
  await dialog.getByLabel("E-mail address").fill(email);
  await chooseOption(page, dialog.getByLabel("Role"), "Moderator");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  await expect(page.getByRole("list", { name: "Open invitations" }).getByText(email)).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail(email, /invited to help run Shropshire Noticeboard/);
  const link = mail.links.find((l) => l.includes("/admin/invitation/"));
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);

  // The volunteer, in their own browser, opens the link: a form, and nothing accepted yet.
  const volunteer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const mine = await volunteer.newPage();
  const opened = await mine.goto(link!);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(mine.getByRole("heading", { name: "Join the Shropshire Noticeboard team" })).toBeVisible();
  await expect(mine.getByText(`You are invited as moderator (${email})`)).toBeVisible();
  await expectAccessible(mine);
  await mine.getByLabel("Username").fill(username);
  // A common password (long enough for the browser's rule) is refused by the server, on its field.
  await mine.getByLabel("Password").fill("password123456");
  await mine.getByLabel("Password").press("Enter");
  await expect(mine.getByText("Choose a longer or less common password")).toBeVisible();
  await mine.getByLabel("Password").fill("wrekin ferry lantern 42");
  await mine.getByLabel("Password").press("Enter");

  // The invitation page itself shows the QR code and takes a code before the dashboard opens.
  const enrol = mine.getByRole("dialog", { name: "Set up two-factor sign-in" });
  const secret = (await enrol.getByTestId("mfa-secret").textContent())!.trim();
  await expectAccessible(mine);
  await enrol.getByLabel("Code from your app").fill(totpCode(secret, new Date()));
  await enrol.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await mine
    .getByRole("dialog", { name: "Save your recovery codes" })
    .getByRole("button", { name: "Done" })
    .click();
  await expect(mine).toHaveURL(/\/admin\/dashboard$/);
  await expect(mine.getByRole("region", { name: "Two-factor sign-in" })).toHaveCount(0);

  // A moderator's tabs: no Analytics, no Team; they work the queue.
  await expect(mine.getByRole("tab", { name: "History" })).toBeAttached();
  await expect(mine.getByRole("tab", { name: "Team" })).toHaveCount(0);
  await expect(mine.getByRole("tab", { name: "Analytics" })).toHaveCount(0);
  const current = mine.locator("article[aria-current='true'] h3");
  for (let i = 0; i < 300 && (await current.textContent()) !== title; i += 1) await mine.keyboard.press("j");
  await expect(current).toHaveText(title);
  await mine.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(mine, "Notice approved")).toBeVisible();

  // The link is spent.
  await mine.goto(link!);
  await expect(mine.getByText("This invitation has already been used. Sign in instead.")).toBeVisible();
  await mine.goBack();
  await expect(mine.getByRole("tab", { name: "History" })).toBeAttached();

  // The admin sees them on the team, and removes them.
  await page.reload();
  await openTab(page, "Team");
  const people = page.getByRole("list", { name: "People" });
  await expect(people.getByText("Two-factor sign-in on").last()).toBeVisible();
  await people.getByRole("button", { name: `Remove ${username}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Remove ${username} from the team?` });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Removed from the team")).toBeVisible();
  await expect(people.getByText(username)).toHaveCount(0);

  // The moderator's open dashboard answers "signed out" at its next call.
  await openTab(mine, "History");
  await expect(toast(mine, "Signed out")).toBeVisible();
  await expect(mine).toHaveURL(/\/admin$/);
  await expect(mine.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await volunteer.close();

  // The history names who did what.
  await openTab(page, "History");
  const history = page.getByRole("list", { name: "Moderation history" });
  await expect(history.getByText(`Approved`).first()).toBeVisible();
  await chooseOption(page, page.getByLabel("Person"), username);
  await expect(history.getByText(`by ${username}`).first()).toBeVisible();
  await expectAccessible(page);
});

test("@phone-only an admin sends an invitation again, and withdraws one sent to a mistyped address", async ({
  page,
  browser,
  moderator,
}) => {
  const run = unique();
  const lost = `lost-mail-${run}@example.org`;
  const typo = `volunter-${run}@exmaple.org`;
  await moderator.openDashboard("Team");
  const invitations = page.getByRole("list", { name: "Open invitations" });
  for (const email of [lost, typo]) {
    await page.getByRole("button", { name: "Invite someone" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite someone to the team" });
    await dialog.getByLabel("E-mail address").fill(email);
    await chooseOption(page, dialog.getByLabel("Role"), "Moderator");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(invitations.getByText(email)).toBeVisible();
  }
  const inviteLink = (mail: { links: string[] }) => mail.links.find((l) => l.includes("/admin/invitation/"));
  const firstLink = inviteLink(await waitForMail(lost, /invited to help run Shropshire Noticeboard/));
  const typoLink = inviteLink(await waitForMail(typo, /invited to help run Shropshire Noticeboard/));

  // Sent again: a new mail with a new link, and the first link stops working.
  await invitations.getByRole("button", { name: `Send again to ${lost}` }).click();
  await expect(toast(page, "Invitation sent again")).toBeVisible();
  // Closed by its button, as a reader would: a toast fading out on its own while axe reads the page measures as
  // low contrast (it did so once on a loaded machine).
  const sentAgain = page.locator('[data-slot="toast"]').filter({ hasText: "Invitation sent again" });
  await sentAgain.locator('[data-slot="toast-close"]').click();
  await expect(sentAgain).toHaveCount(0);
  const secondLink = inviteLink(
    await waitForMail(lost, (mail) => Boolean(inviteLink(mail)) && inviteLink(mail) !== firstLink),
  );
  await expect(invitations.getByText(lost)).toHaveCount(1);

  // Withdrawn, after a question that says what follows.
  await invitations.getByRole("button", { name: `Withdraw the invitation to ${typo}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Withdraw the invitation to ${typo}?` });
  await expect(confirm.getByText("The link in their mail stops working at once.")).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "Invitation withdrawn")).toBeVisible();
  await expect(invitations.getByText(typo)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // History says whom the invitation went to.
  await openTab(page, "History");
  await chooseOption(page, page.getByLabel("Action"), "Invitation withdrawn");
  const history = page.getByRole("list", { name: "Moderation history" });
  await expect(history.getByText(`${typo} as moderator`)).toBeVisible();

  // What the invitees see.
  const invitee = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const theirs = await invitee.newPage();
  for (const link of [firstLink, typoLink]) {
    await theirs.goto(link!);
    await expect(
      theirs.getByText("This invitation has been withdrawn. Ask an admin for a new one."),
    ).toBeVisible();
  }
  await theirs.goto(secondLink!);
  await expect(theirs.getByText(`You are invited as moderator (${lost})`)).toBeVisible();
  await invitee.close();
});
