import { approveNotice } from "../../server/moderation/admin-notice-service";
import { DAY } from "../../server/clock";
import { verifyNotice } from "../../server/moderation/verification-service";
import { startClockServer, type ClockServer } from "./support/clock-server";
import { expect, expectAccessible, test, toast, unique } from "./support/fixtures";

let server: ClockServer;
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures argument only when it is destructured.
test.beforeAll(async ({}, testInfo) => {
  // Each project (desktop, phone) runs in its own worker: give each its own port.
  server = await startClockServer(2000 + testInfo.parallelIndex * 10);
});
test.afterAll(async () => {
  await server?.close();
});

test("27 days after approval the poster is reminded and renews in one click", async ({ page }) => {
  const email = `${unique("poster-")}@example.org`;
  const posted = await page.request.post(`${server.url}/api/notices`, {
    data: {
      title: `Children's play kitchen ${unique()}`,
      description: "Sturdy wooden play kitchen with pans and utensils, collection from Oswestry.",
      category: "items_for_sale",
      location: "oswestry",
      price: "30",
      contactEmail: email,
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  const activation = (await server.mailTo(email))[0];
  await verifyNotice(server.app.ctx, /\/verify\/([\w-]+)/.exec(activation.text)![1], "127.0.0.1");
  await approveNotice(server.app.ctx, id);

  server.clock.advance(27 * DAY);
  await server.runJobs();
  const reminder = (await server.mailTo(email)).find((m) => /expires soon/.test(m.subject));
  expect(reminder, "reminder mail").toBeTruthy();
  const link = /https?:\/\/\S+\/manage\/[\w-]+/.exec(reminder!.text)![0];
  await server.runJobs();
  expect((await server.mailTo(email)).filter((m) => /expires soon/.test(m.subject))).toHaveLength(1);

  await page.goto(link);
  const renew = page.getByRole("region", { name: "Renew your notice" });
  await expect(renew).toBeVisible();
  // Renew comes first, before the status and the other actions.
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Renew your notice");
  await expectAccessible(page);
  await renew.getByRole("button", { name: "Renew notice" }).click();
  const until = new Date(server.clock.now().getTime() + 30 * DAY).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });
  await expect(toast(page, `It is now listed until ${until}.`)).toBeVisible();
  await expect(page.getByText(`Your notice is live until ${until}.`)).toBeVisible();
  await expect(renew).toBeHidden();
});
