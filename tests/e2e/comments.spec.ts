import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { noticePath } from "../../common/slug";
import { E2E_BASE_URL } from "./support/e2e-env";
import {
  chooseOption,
  collectConsoleErrors,
  expect,
  expectAccessible,
  test,
  toast,
  unique,
  type StorageState,
  wakeWithMouse,
} from "./support/fixtures";
import { createLiveNotice } from "./support/seed-notice";

/** A live discussion: posted, verified through its e-mailed link, and approved by the moderator. */
async function createLiveDiscussion(request: APIRequestContext, title: string): Promise<number> {
  const notice = await createLiveNotice(request, {
    title,
    description: "We are visiting for a long weekend and would love walk recommendations that end at a pub.",
    category: "discussion",
    location: "ludlow",
  });
  return notice.id;
}

/** The moderator's own browser, signed in, on the dashboard's Comments tab; its console errors fail the test too. */
async function openModerator(
  browser: Browser,
  moderatorState: StorageState,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport, storageState: moderatorState });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: "Comments" }).click();
  await expect(page.getByRole("heading", { name: "Comment moderation" })).toBeVisible();
  return { page, errors, close: () => context.close() };
}

const commentsHeading = (page: Page, count: number) =>
  page.getByRole("heading", { name: new RegExp(`^Comments \\(${count}\\)$`) });

test("a discussion comment is moderated, reported, rejected and deleted @phone-only", async ({
  page,
  request,
  browser,
  moderatorState,
}) => {
  const title = `Best pub walks ${unique()}`;
  const noticeId = await createLiveDiscussion(request, title);
  const author = `Sarah ${unique()}`;
  const authorEmail = `${unique("sarah-")}@example.org`;
  const content = "The Crown at Newcastle on Clun does a lovely loop over Offa's Dyke.";

  // A visitor opens the discussion: no comments yet. (The form's rules, word for word, and their link to each field:
  // client/features/comments/comment-form.test.tsx, which replaces this journey's empty submit.)
  await page.goto(noticePath(noticeId, title));
  const section = page.locator("#comments");
  await expect(commentsHeading(page, 0)).toBeVisible();
  await expectAccessible(page);

  await section.getByLabel("Name").fill(author);
  await section.getByLabel("Email").fill(authorEmail);
  await section.getByLabel("Comment", { exact: true }).fill(content);
  await expect(section.getByText(`${content.length}/500`)).toBeVisible();
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(toast(page, "Comment submitted")).toBeVisible();
  await expect(toast(page, "Your comment will appear once approved by a moderator.")).toBeVisible();
  await expect(section.getByLabel("Comment", { exact: true })).toHaveValue("");
  await expect(section.getByText(content)).toHaveCount(0);
  // An island drawn in place (client/features/comments/comment-form-slot.tsx): the form woke at the first field's
  // focus, took what was filled in before its code came (the count above, the comment sent), and posted it, while the
  // rest of the page slept on.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // The moderator approves it in the Comments tab.
  const moderator = await openModerator(browser, moderatorState, page.viewportSize());
  const mod = moderator.page;
  // A table row on a wide screen, a card on a phone.
  const row = mod.getByRole("row").or(mod.getByRole("listitem")).filter({ hasText: author });
  // The table shows the first 60 characters with an ellipsis; the dialog shows the whole comment.
  await expect(row).toContainText(`${content.slice(0, 60)}...`);
  await expect(row).not.toContainText(content);
  await expect(row).toContainText("Awaiting approval");
  // Each comment names the discussion it belongs to.
  await expect(row).toContainText(title);
  await expectAccessible(mod);
  await row.getByRole("button", { name: `Approve comment by ${author}` }).click();
  await expect(toast(mod, "Comment updated")).toBeVisible();
  await expect(row).toContainText("Approved");
  await expect(row.getByRole("button", { name: `Approve comment by ${author}` })).toHaveCount(0);

  // The visitor reloads and sees it, with its author and age but never the e-mail.
  await page.reload();
  await expect(commentsHeading(page, 1)).toBeVisible();
  const comment = section.getByRole("article", { name: `Comment by ${author}` });
  await expect(comment).toContainText(content);
  await expect(comment).toContainText(/just now|1 minute ago/);
  await expect(page.getByText(authorEmail)).toHaveCount(0);

  // A visitor reports it, giving a reason.
  await comment.getByRole("button", { name: `Report comment by ${author}` }).click();
  const reportDialog = page.getByRole("dialog", { name: "Report comment" });
  await expect(reportDialog).toBeVisible();
  // An island (client/features/comments/report-comment-island.tsx): the rest of the page sleeps on.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await reportDialog.getByLabel("Reason").fill("Bad");
  await reportDialog.getByRole("button", { name: "Submit report" }).click();
  await expect(reportDialog.getByText("Reason must be at least 5 characters")).toBeVisible();
  await expectAccessible(page);
  const reason = `Advertising a pub it owns ${unique()}`;
  await reportDialog.getByLabel("Reason").fill(reason);
  await reportDialog.getByRole("button", { name: "Submit report" }).click();
  await expect(toast(page, "Comment reported")).toBeVisible();
  await expect(reportDialog).toBeHidden();

  // The moderator sees it highlighted among the reported ones, reads the reason, and rejects it.
  await mod.getByRole("switch", { name: "Show Reported" }).click();
  await mod.getByRole("button", { name: "Refresh" }).click();
  await expect(row.getByText("Reported", { exact: true })).toBeVisible();
  await expect(row).toHaveAttribute("data-reported", "true");
  await expect(row).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await row.getByRole("button", { name: `View comment by ${author}` }).click();
  const details = mod.getByRole("dialog", { name: "Comment details" });
  await expect(details).toContainText(authorEmail);
  await expect(details).toContainText(reason);
  await expect(details).toContainText(content);
  await expectAccessible(mod);
  await details.getByRole("button", { name: "Reject" }).click();
  await expect(toast(mod, "Comment updated")).toBeVisible();
  await expect(details).toBeHidden();
  // Rejecting answers the report: the comment leaves the reported list and waits among the rejected ones.
  await expect(row).toHaveCount(0);
  await mod.getByRole("switch", { name: "Show Reported" }).click();
  await chooseOption(mod, mod.getByRole("combobox", { name: "Status" }), "Rejected");
  await expect(row).toContainText("Rejected");

  // It is gone from the public page.
  await page.reload();
  await expect(commentsHeading(page, 0)).toBeVisible();
  await expect(page.getByText(content)).toHaveCount(0);

  // The moderator deletes it for good, after confirming.
  await row.getByRole("button", { name: `Delete comment by ${author}` }).click();
  const confirm = mod.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this comment? This action cannot be undone.",
  );
  await expectAccessible(mod);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(mod, "Comment deleted")).toBeVisible();
  await expect(row).toHaveCount(0);

  // Pending comments are never reported, so this filter never shows this journey's comment (other journeys running
  // alongside may have reported comments of their own).
  await chooseOption(mod, mod.getByRole("combobox", { name: "Status" }), "Pending");
  await expect(mod.getByText(content)).toHaveCount(0);

  expect(moderator.errors, "moderator console errors").toEqual([]);
  await moderator.close();
});

test("the Comments tab pages 20 comments at a time", async ({ page, request, browser, moderatorState }) => {
  const title = `Busy thread ${unique()}`;
  const noticeId = await createLiveDiscussion(request, title);
  for (let i = 1; i <= 21; i += 1) {
    const posted = await request.post(`/api/notices/${noticeId}/comments`, {
      data: {
        authorName: `Neighbour ${i}`,
        authorEmail: `${unique("n-")}@example.org`,
        content: `Comment ${i}`,
      },
    });
    expect(posted.status()).toBe(201);
  }
  const moderator = await openModerator(browser, moderatorState, page.viewportSize());
  const mod = moderator.page;
  await chooseOption(mod, mod.getByRole("combobox", { name: "Status" }), "Pending");
  // A table on a wide screen, cards on a phone: count whichever the moderator sees.
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  const rows = isPhone
    ? mod.getByRole("list", { name: "Comments" }).getByRole("listitem")
    : mod.getByRole("table", { name: "Comments" }).locator("tbody tr");
  const pages = mod.getByRole("navigation", { name: "Comment pages" });
  await expect(pages.getByText(/^Showing 1 to 20 of \d+ comments$/)).toBeVisible();
  await expect(rows).toHaveCount(20);
  await expectAccessible(mod);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages.getByText(/^Showing 21 to \d+ of \d+ comments$/)).toBeVisible();
  await expect(pages.getByRole("button", { name: "Previous" })).toBeEnabled();
  expect(moderator.errors, "moderator console errors").toEqual([]);
  await moderator.close();
});

/** Fills in the comment form of the discussion on screen and posts it: the toast says it waits for a moderator. */
async function postComment(page: Page, author: string, content: string) {
  const section = page.locator("#comments");
  await section.getByLabel("Name").fill(author);
  await section.getByLabel("Email").fill(`${unique("commenter-")}@example.org`);
  await section.getByLabel("Comment", { exact: true }).fill(content);
  // The island's code has come (client/components/island.tsx): a press before it is held for up to 8 s, then the
  // form is posted as HTML and answered by the page, not a toast — on a loaded machine its code can take that long.
  await expect(section.locator("[data-island-slot='comment-form'][data-island-drawn]")).toHaveCount(1);
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(toast(page, "Comment submitted")).toBeVisible();
}

test("on an awake page the comment form is drawn for the discussion on screen, and stays its own as the page moves to another", async ({
  page,
  request,
}) => {
  const first = await createLiveDiscussion(request, `Dog walks near Ludlow ${unique()}`);
  const secondTitle = `Dog walks near Clun ${unique()}`;
  const second = await createLiveDiscussion(request, secondTitle);
  await page.goto(`/notice/${first}`);
  // A mouse pressed on the page wakes the whole page; the form's island is drawn over the server's form at once.
  await wakeWithMouse(page);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const section = page.locator("#comments");
  const form = section.locator("form");
  await expect(form).toHaveAttribute("action", `/api/notices/${first}/comments`);
  await postComment(page, "Ann Hughes", "Try the loop from Whitcliffe Common.");
  await expect(section.getByLabel("Name")).toHaveValue("");

  // To the other discussion without leaving the page: the same element, a form of its own for that notice.
  await page.getByRole("link", { name: "Discussion" }).first().click();
  await page.getByRole("link", { name: secondTitle }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: secondTitle })).toBeVisible();
  await expect(form).toHaveCount(1);
  await expect(form).toHaveAttribute("action", `/api/notices/${second}/comments`);
  await postComment(page, "Bob Price", "Clun castle, then the Sun Inn.");

  // Back to the first: its own form again.
  await page.goBack();
  await page.goBack();
  await expect(form).toHaveAttribute("action", `/api/notices/${first}/comments`);
});
