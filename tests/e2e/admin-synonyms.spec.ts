import { expect, expectAccessible, test, toast, unique } from "./support/fixtures";
import { createLiveNotice } from "./support/seed-notice";

test("a search that found nothing is made to mean something, then its group is found, changed and deleted", async ({
  page,
  request,
  moderator,
}) => {
  const word = unique("zorbik");
  const bike = await createLiveNotice(request, {
    title: `Raleigh bicycle ${unique()}`,
    description: "Raleigh bicycle with 21 gears and new tyres, collection from Wellington.",
    category: "items_for_sale",
    location: "wellington",
    price: "45",
  });
  const found = async () =>
    (
      (await (await request.get(`/api/notices?search=${word}`)).json()) as { data: { id: number }[] }
    ).data.map((n) => n.id);
  expect(await found()).toEqual([]);

  await moderator.openDashboard();
  await page.getByRole("tab", { name: "Analytics" }).click();
  const misses = page.getByRole("list", { name: "Searches that found nothing" });
  await misses.getByRole("button", { name: `Make “${word}” mean…` }).press("Enter");
  const dialog = page.getByRole("dialog", { name: `Make “${word}” mean…` });
  await dialog.getByLabel("Words it should mean").fill("bicycle");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save" }).press("Enter");
  await expect(toast(page, "Synonyms added")).toBeVisible();
  // At once: the thesaurus is read at query time.
  expect(await found()).toContain(bike.id);

  await page.getByRole("tab", { name: "Review queue" }).click();
  await page.getByText("Synonyms", { exact: true }).click();
  await page.getByLabel("Find a word").fill(word);
  const groups = page.getByRole("list", { name: "Synonym groups" });
  await expect(groups.getByText(`${word}, bicycle`)).toBeVisible();
  await expectAccessible(page);

  await groups.getByRole("button", { name: `Edit ${word}, bicycle` }).press("Enter");
  const edit = page.getByRole("dialog", { name: "Change synonyms" });
  await edit.getByLabel("Words that mean the same").fill(`${word}, bicycle, pushbike`);
  await edit.getByRole("button", { name: "Save" }).press("Enter");
  await expect(toast(page, "Synonyms changed")).toBeVisible();
  await expect(groups.getByText(`${word}, bicycle, pushbike`)).toBeVisible();

  await groups.getByRole("button", { name: `Delete ${word}, bicycle, pushbike` }).press("Enter");
  await expect(toast(page, "Synonyms deleted")).toBeVisible();
  await expect(page.getByText(`No group holds a word starting with “${word}”.`)).toBeVisible();
  expect(await found()).toEqual([]);
});
