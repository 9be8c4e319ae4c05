import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";
import { createLiveNotice } from "./support/seed-notice";

const conversationLink = (links: string[]) => {
  const link = links.find((l) => l.includes("/conversation/"));
  if (!link) throw new Error("no conversation link in the mail");
  return new URL(link).pathname;
};

test("a visitor and a poster talk through the board, the visitor reports it, a moderator releases the held message @phone-only", async ({
  page,
  request,
  moderator,
}) => {
  const title = unique("Pine bookcase ");
  const notice = await createLiveNotice(request, {
    title,
    description: "Tall pine bookcase, five shelves. Collection from Oswestry.",
    category: "items_for_sale",
    location: "oswestry",
    price: "30",
  });
  const visitor = `${unique("reader-")}@example.net`;

  // The visitor writes from the notice.
  await page.goto(`/notice/${notice.id}`);
  await page.getByRole("button", { name: "Contact about this notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Seller" });
  await dialog.getByLabel("Your name").fill("Rhian Evans");
  await dialog.getByLabel("Your email").fill(visitor);
  await dialog.getByLabel("Message").fill("Could I collect the bookcase on Saturday?");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent")).toBeVisible();

  // The poster answers from the link in their mail, on the conversation page.
  const posterMail = await waitForMail(notice.contactEmail, /New message/);
  expect(posterMail.text).not.toContain(visitor);
  await page.goto(conversationLink(posterMail.links));
  await expect(page.getByRole("heading", { name: "Your conversation" })).toBeVisible();
  await expect(page.getByText("Could I collect the bookcase on Saturday?")).toBeVisible();
  await expect(page.getByText(visitor)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByLabel("Your message").fill("Yes, Saturday after ten is fine.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent")).toBeVisible();
  await expect(page.getByText("Yes, Saturday after ten is fine.")).toBeVisible();

  // The visitor reads it from their mail's link, and reports the conversation.
  const reply = await waitForMail(visitor, /New reply/);
  expect(reply.text).not.toContain(notice.contactEmail);
  const visitorPath = conversationLink(reply.links);
  await page.goto(visitorPath);
  await expect(page.getByText("Yes, Saturday after ten is fine.")).toBeVisible();
  await expect(page.getByText("The poster", { exact: true })).toBeVisible();
  const report = page.getByRole("region", { name: "Report this conversation" });
  await report.getByLabel("Reason").focus();
  await page.keyboard.type("They asked me for a deposit first");
  await report.getByRole("button", { name: "Report this conversation" }).click();
  await expect(report.getByRole("status")).toContainText("A moderator will read this conversation");
  await expectAccessible(page);

  // The poster writes again: the reported side's message is held for a moderator.
  const posterToken = conversationLink(posterMail.links).split("/conversation/")[1];
  const again = await request.post(`/api/conversations/${posterToken}/messages`, {
    data: { body: "The bookcase is still yours, see you Saturday." },
  });
  expect(again.status()).toBe(202);

  // The moderator sees the conversation in the Contact Messages tab, and releases the held message from the review
  // queue's Messages lane, by keyboard.
  await moderator.openDashboard("Contact Messages");
  const conversations = page.getByRole("list", { name: "Conversations" });
  const row = conversations.getByRole("listitem").filter({ hasText: title });
  await row.getByRole("button", { name: "Read conversation" }).click();
  await expect(row.getByText("The bookcase is still yours, see you Saturday.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole("tab", { name: "Review queue" }).click();
  const summary = page.locator("summary").filter({ hasText: /^Messages \(\d+\)$/ });
  await summary.focus();
  await page.keyboard.press("Enter");
  const lane = page.getByRole("list", { name: "Held messages" });
  const held = lane.locator(":scope > li").filter({ hasText: title });
  await expect(held.getByText("The bookcase is still yours, see you Saturday.")).toBeVisible();
  await expect(held.getByText("From the poster")).toBeVisible();
  await expect(held.getByRole("list", { name: "Why it is held" })).toContainText("blocked or reported");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await held.getByRole("button", { name: `Release the message about ${title}` }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Message released")).toBeVisible();
  await expect(lane.getByText(title)).toHaveCount(0);
  const released = await waitForMail(
    visitor,
    (m) => /New reply/.test(m.subject) && m.text.includes("see you Saturday"),
  );
  expect(released.text).not.toContain(notice.contactEmail);
});
