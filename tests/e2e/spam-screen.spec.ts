import { expect, expectAccessible, expectNoSidewaysScroll, test, toast, unique } from "./support/fixtures";
import { createVerifiedNotice } from "./support/seed-notice";

test("the Spam screen tab shows what the screen learned, forgets a decision, and saves the lists and hold rules @phone-only", async ({
  page,
  moderator,
  request,
}) => {
  const run = unique();
  const title = `Oak bookcase ${run}`;
  const notice = await createVerifiedNotice(request, {
    title,
    description: `Solid oak bookcase, five shelves, collection from Ludlow ${run}.`,
    category: "items_for_sale",
    price: "40",
  });
  await moderator.openDashboard();
  const origin = new URL(page.url()).origin;
  // Approving it is a decision the screen learns from.
  expect(
    (await page.request.patch(`/api/admin/notices/${notice.id}/approve`, { headers: { origin } })).status(),
  ).toBe(200);

  const tab = page.getByRole("tab", { name: "Spam screen" });
  await tab.focus();
  await page.keyboard.press("Enter");
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "What the screen learned" })).toBeVisible();
  const decisions = page.getByRole("list", { name: "Recent decisions" });
  const decision = decisions.getByRole("listitem").filter({ hasText: title });
  await expect(decision).toContainText("Approved");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await decision.getByRole("button", { name: /^Forget the decision on/ }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Decision forgotten")).toBeVisible();
  await expect(decisions.getByText(title)).toHaveCount(0);

  // The lists: a spam phrase added from the keyboard, then removed.
  const phrase = `miracle pills ${run}`.toLowerCase();
  await page.getByLabel("Phrase or domain").fill(phrase);
  await page.getByLabel("Phrase or domain").press("Enter");
  const added = page.getByRole("list", { name: "Added spam phrases" });
  await expect(added.getByText(phrase)).toBeVisible();
  await added.getByRole("button", { name: `Remove ${phrase}` }).click();
  await expect(page.getByText(phrase)).toHaveCount(0);

  // The hold rules saved (the server's answer), then put back as they were for the other journeys.
  const rules = async () =>
    (await (await page.request.get("/api/admin/screen/rules")).json()) as {
      holdNewPosterLinks: boolean;
      holdWords: string[];
    };
  const before = await rules();
  const word = `holdme${run}`.toLowerCase();
  await page.getByLabel("Hold notices with these words").fill(word);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/screen/rules") && r.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save hold rules" }).click();
  expect(((await (await saved).json()) as { holdWords: string[] }).holdWords).toEqual([word]);
  await expect(toast(page, "Hold rules saved")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(
    (await page.request.put("/api/admin/screen/rules", { headers: { origin }, data: before })).status(),
  ).toBe(200);
});
