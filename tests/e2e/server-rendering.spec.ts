import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  openHydrated,
  test,
  unique,
  waitForMail,
  wakeWithMouse,
} from "./support/fixtures";
import { createLiveNotice, createLiveNotices } from "./support/seed-notice";
import { E2E_BASE_URL } from "./support/e2e-env";

/** The only code a sleeping list loads to search and filter: the drawing and the menus (client/features/notices). */
const ASLEEP_CHUNKS = /\/assets\/(morph|menu-asleep)-[\w-]+\.js$/;

/** Every console error and warning (React reports a hydration mismatch as either). */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (msg) => {
    // Journeys block the service worker (playwright.config.ts), and Playwright says so when the page registers it.
    if (msg.text() === "Service Worker registration blocked by Playwright") return;
    if (["error", "warning"].includes(msg.type())) messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => messages.push(`pageerror: ${err.message}`));
  return messages;
}

/**
 * Every breach of the Content Security Policy the pages report (each page's `securitypolicyviolation` events), e.g. a
 * script evaluating a string, which the policy blocks: Lighthouse counts one against best practices.
 */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test("home, a category and a notice arrive rendered and hydrate without a warning", async ({
  page,
  request,
}) => {
  const title = unique("Kitchen dresser ");
  const notice = await createLiveNotice(request, {
    title,
    description: "Painted pine dresser with three drawers, collection from Wem.",
    category: "items_for_sale",
    location: "wem",
    price: "40",
  });
  const messages = collectConsole(page);
  const violations = await collectCspViolations(page);

  const html = await (await request.get("/category/items_for_sale")).text();
  expect(html).toContain(title);

  for (const path of ["/", "/category/items_for_sale?location=wem", `/notice/${notice.id}`]) {
    await openHydrated(page, path);
    await expect(page.getByText(title).first()).toBeVisible();
  }
  // Hydrated: the buttons work without a reload.
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Recent Notices" })).toBeVisible();
  expect(messages, "console errors and warnings").toEqual([]);
  expect(violations, "breaches of the Content Security Policy").toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a notice page reads fully @phone", async ({ page, request }) => {
    const title = unique("Harvest supper ");
    const notice = await createLiveNotice(request, {
      title,
      description: "Two courses and a pudding in the church hall, all proceeds to the roof fund.",
      category: "events",
      location: "much_wenlock",
      eventDate: "2031-09-20",
      eventVenue: "Holy Trinity church hall",
    });
    await page.goto(`/notice/${notice.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("all proceeds to the roof fund")).toBeVisible();
    await expect(page.getByText("Holy Trinity church hall")).toBeVisible();
    await expect(page.getByRole("link", { name: "Events" }).first()).toHaveAttribute(
      "href",
      "/category/events",
    );
    // Sharing: the links work without the script; copying the link needs it, so it is not offered.
    const share = page.getByRole("region", { name: "Share this notice" });
    await expect(share.getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await expect(share.getByRole("link", { name: "E-mail" })).toBeVisible();
    await expect(share.getByRole("button", { name: "Copy link" })).toBeHidden();
    // Reporting and featuring open dialogs, which need the script: not offered without it.
    await expect(page.getByRole("button", { name: "Report this notice" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Feature this notice" })).toBeHidden();
    await expectNoSidewaysScroll(page);

    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("a discussion's comment form posts, and the page says the comment waits for a moderator", async ({
    page,
    request,
  }) => {
    const title = unique("Walks from Clun ");
    const notice = await createLiveNotice(request, {
      title,
      description: "Which walks from Clun end at a pub? We are visiting for a long weekend in October.",
      category: "discussion",
      location: "bishops_castle",
    });
    await page.goto(`/notice/${notice.id}`);
    const form = page.getByRole("form", { name: "Leave a comment" });
    // "Reply to discussion" is a link to the comments here; its button needs the script and is not offered.
    await expect(page.getByRole("button", { name: "Reply to discussion" })).toBeHidden();
    await page.getByRole("link", { name: "Reply to discussion" }).click();
    await expect(page).toHaveURL(/#comments$/);
    await expect(form).toBeInViewport();
    await form.getByLabel("Name").fill("Sarah Evans");
    await form.getByLabel("Email").fill("sarah@example.org");
    await form.getByLabel("Comment").fill("The Bury Ditches loop, then the White Horse in Clun.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${notice.id}\\?comment=sent#comments$`));
    await expect(page.getByRole("status").filter({ hasText: "Comment submitted" })).toContainText(
      "Your comment will appear once approved by a moderator.",
    );
    // It waits for the moderator: not on the page yet.
    await expect(page.getByText("The Bury Ditches loop")).toHaveCount(0);
  });

  test("a visitor contacts a poster through the board's form, and the poster's mail arrives masked @phone", async ({
    page,
    request,
  }) => {
    const title = unique("Oak bookcase ");
    const notice = await createLiveNotice(request, {
      title,
      description: "Solid oak bookcase with five shelves, collection from Clun.",
      category: "items_for_sale",
      location: "bishops_castle",
      price: "60",
    });
    const visitor = `${unique("reader-")}@example.net`;
    await page.goto(`/notice/${notice.id}`);
    // The dialog's button needs the script: the form itself takes its place.
    await expect(page.getByRole("button", { name: "Contact about this notice" })).toBeHidden();
    const form = page.getByRole("form", { name: "Contact Seller" });
    await form.getByLabel("Your name").fill("Rhian Evans");
    await form.getByLabel("Your email").fill(visitor);
    await form.getByLabel("Message").fill("Could I collect the bookcase on Saturday morning?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${notice.id}\\?contact=sent#contact$`));
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toContainText(
      "Your message has been sent to the seller",
    );
    await expectNoSidewaysScroll(page);

    const posterMail = await waitForMail(notice.contactEmail, /New message/);
    expect(posterMail.text).toContain("Could I collect the bookcase on Saturday morning?");
    expect(posterMail.text).not.toContain(visitor);
  });

  test("a list searches, filters and loads more as pages, and the newsletter form subscribes @phone", async ({
    page,
    request,
  }) => {
    // Nine chairs in Ludlow with a word of their own (a page of the list holds eight), and one in Wem.
    const word = unique("chair");
    const titles = Array.from({ length: 9 }, (_, i) => `Oak ${word} number ${i + 1}`);
    await createLiveNotices(
      request,
      [...titles, `Pine ${word} in Wem`].map((title, i) => ({
        title,
        description: "A sturdy chair for a kitchen or a study, collection only.",
        category: "items_for_sale",
        location: i < 9 ? "ludlow" : "wem",
        price: "15",
      })),
    );
    await page.goto("/category/items_for_sale");
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Search notices" }).fill(word);
    await search.getByRole("combobox", { name: "Location" }).selectOption({ label: "Ludlow" });
    await expectNoSidewaysScroll(page);
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`/category/items_for_sale\\?search=${word}&location=ludlow`));
    const results = page.getByRole("list", { name: "Search Results" }).getByRole("listitem");
    await expect(results).toHaveCount(8);
    await expect(search.getByRole("combobox", { name: "Location" })).toHaveValue("ludlow");
    await expect(search.getByRole("searchbox", { name: "Search notices" })).toHaveValue(word);

    await page.getByRole("button", { name: "Load More" }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(results).toHaveCount(9);
    for (const title of titles) await expect(page.getByRole("link", { name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);

    const email = `${unique("reader-")}@example.org`;
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail to confirm" })).toBeVisible();
    await waitForMail(email, /confirm your Shropshire Noticeboard newsletter/);

    await page.goBack();
    await form.getByLabel("Email address").fill("not an address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Must provide a valid email" })).toBeVisible();
  });
});

test("an address changed while the page is still hydrating opens its page, with no hydration error", async ({
  page,
}) => {
  const messages = collectConsole(page);
  // A phone's slower CPU: React hydrates in slices after the load event, so a press soon after it lands mid-way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  for (let round = 0; round < 3; round++) {
    await page.goto("/");
    // The page wakes (client/lib/wake-on-press.ts); once the app's script has come it is hydrating, and a link pressed
    // now (wouter's Link) changes the address before the page on screen is hydrated.
    const app = page.waitForResponse((r) => /\/assets\/main-[\w-]+\.js$/.test(r.url()));
    await page.keyboard.press("Shift");
    await app;
    await page.evaluate(() => history.pushState(null, "", "/category/jobs"));
    await expect(page.getByRole("heading", { level: 1, name: "Jobs in Shropshire" })).toBeVisible();
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  expect(messages, "console errors and warnings").toEqual([]);
});

test("a hydrated page asks the API for nothing it was rendered with: list, featured, notice, comments, settings", async ({
  page,
  request,
}) => {
  const discussion = await createLiveNotice(request, {
    title: unique("Best pub walks "),
    description: "Where do you walk to on a Sunday afternoon near Ludlow?",
    category: "discussion",
    location: "ludlow",
  });
  const fetched: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === "GET" && (path.startsWith("/api/notices") || path === "/api/settings"))
      fetched.push(r.url());
  });
  for (const path of ["/", "/category/discussion?location=ludlow&sort=oldest", `/notice/${discussion.id}`]) {
    await openHydrated(page, path);
    await expect(page.getByText(discussion.title).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: /^Comments/ })).toBeVisible();
  expect(fetched, "API reads after hydrating").toEqual([]);
});

test("a page starts with one small script; it and the app it loads on waking carry V8's compile hint, a dialog's chunk does not", async ({
  request,
}) => {
  const hint = "//# allFunctionsCalledOnLoad";
  const text = async (src: string) => (await request.get(src)).text();
  const html = await text("/");
  // Nothing but the entry before the first paint: no module preloads (client/boot.ts).
  const startup = [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g),
  ].map((m) => m[1]);
  expect(startup).toHaveLength(1);
  const entry = await text(startup[0]);
  expect(entry.split("\n")[0]).toBe(hint);
  // What the page loads when it wakes (Vite's dependency map in the entry): the app and its chunks, run at once.
  const app = /assets\/main-[\w-]+\.js/.exec(entry)?.[0];
  expect(app).toBeTruthy();
  const appCode = await text(`/${app}`);
  expect(appCode.split("\n")[0]).toBe(hint);
  // The post dialog's island (docs/decisions/0022-dialog-islands.md), named in the entry's map, is loaded when the
  // dialog opens and compiled lazily.
  const dialog = /assets\/post-notice-island-[\w-]+\.js/.exec(entry)?.[0];
  expect(dialog).toBeTruthy();
  expect(await text(`/${dialog}`)).not.toContain("allFunctionsCalledOnLoad");
});

test("a page runs one small script until the visitor reaches for it, and what was typed before it woke is kept", async ({
  page,
  request,
}) => {
  const tag = unique("wk");
  const title = `Rowing boat ${tag}`;
  await createLiveNotice(request, {
    title,
    description: "Clinker-built rowing boat with oars, kept under cover at Shrewsbury.",
    category: "items_for_sale",
    location: "shrewsbury",
    price: "300",
  });
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const viewed = page.waitForRequest((r) => r.url().endsWith("/api/pageview") && r.method() === "POST");
  await page.goto("/");
  // Counted, and nothing else loaded, while nobody has touched the page (client/boot.ts).
  await viewed;
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /\/assets\/(main|react|app)-/.test(path))).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // A desktop's mouse passing over the page's heading, a notice's link and the page between reads: it loads nothing
  // either (a press, a key, a focus or a mouse over a control wakes the page).
  await page.locator("h1").first().hover();
  await page.locator('main a[href^="/notice/"]').first().hover();
  await page.mouse.move(8, 400, { steps: 4 });
  await page.waitForTimeout(500);
  expect(scripts.filter((path) => /\/assets\/main-/.test(path))).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // On a slow connection the app comes a second after the page is woken: the words typed into the search box meanwhile
  // (which the sleeping page has not searched yet) are kept, and the list follows them once the page is awake.
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const box = page.getByRole("searchbox", { name: "Search notices" });
  await box.pressSequentially(tag);
  await wakeWithMouse(page);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(scripts.some((path) => /\/assets\/main-/.test(path))).toBe(true);
  await expect(box).toHaveValue(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`));
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
});

test("a sleeping list searches as the visitor types and filters by its menus, loading none of the app; Back goes back @phone", async ({
  page,
  request,
}) => {
  const tag = unique("zz");
  const title = `Garden bench ${tag}`;
  await createLiveNotice(request, {
    title,
    description: "Teak garden bench, seats three, collection from Ludlow.",
    category: "items_for_sale",
    location: "ludlow",
    price: "60",
  });
  const messages = collectConsole(page);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/category/items_for_sale");
  await page.waitForLoadState("networkidle");
  const loaded = scripts.length;
  const box = page.getByRole("searchbox", { name: "Search notices" });
  const awake = page.locator("html[data-hydrated]");

  // Words typed: after the pause, the server's page for them is drawn over this one (features/notices/search-asleep.ts).
  await box.focus();
  await box.pressSequentially(tag);
  await expect(page).toHaveURL(new RegExp(`/category/items_for_sale\\?search=${tag}$`));
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(box).toBeFocused();
  await box.pressSequentially(" pine");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}\\+pine$`));
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(`${tag} pine`);
  // Back: the page as it was before Enter (typing replaced the address; Enter added one).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}$`));
  await expect(box).toHaveValue(tag);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  // "Clear search" goes back to the whole list.
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/category\/items_for_sale$/);
  await expect(box).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Search Results" })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  expect(
    scripts.slice(loaded).filter((path) => !ASLEEP_CHUNKS.test(path)),
    "scripts loaded while searching asleep",
  ).toEqual([]);
  await expect(awake).toHaveCount(0);

  // The town and sort menus open asleep too, drawn from the page's own <noscript> menus (features/notices/menu-asleep.ts).
  const town = page.getByRole("combobox", { name: "Location" });
  await town.click();
  const towns = page.getByRole("listbox", { name: "Location" });
  await expect(towns.getByRole("option")).toHaveCount(21);
  await expect(towns.getByRole("option", { name: "All locations" })).toBeFocused();
  await expect(towns.getByRole("option", { name: "All locations" })).toHaveAttribute("aria-selected", "true");
  await expect(town).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page);
  await towns.getByRole("option", { name: "Ludlow" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}&location=ludlow$`));
  await expect(town).toHaveText("Ludlow");
  await expect(town).toBeFocused();
  await expect(town).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  // By keyboard: Tab to the sort menu, open it with the arrow, move and choose.
  await page.keyboard.press("Tab");
  const order = page.getByRole("combobox", { name: "Sort by" });
  await expect(order).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Best match" })).toBeFocused();
  await page.keyboard.press("End");
  const last = page.getByRole("listbox", { name: "Sort by" }).getByRole("option").last();
  const lastLabel = await last.textContent();
  await page.keyboard.press("Enter");
  await expect(order).toHaveText(lastLabel!);
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}&location=ludlow&sort=\\w+$`));
  // Escape closes the options and leaves everything as it was.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(order).toBeFocused();
  expect(
    scripts.slice(loaded).filter((path) => !ASLEEP_CHUNKS.test(path)),
    "scripts loaded while choosing asleep",
  ).toEqual([]);
  await expect(awake).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(messages, "console errors and warnings").toEqual([]);
});

test("Shuffle Featured on a sleeping list draws another pick from the server, which the page wakes on @phone", async ({
  page,
  request,
}) => {
  const tag = unique("sh");
  const trades = [
    "Piano tuning",
    "Gutter clearing",
    "Dog walking",
    "Ironing",
    "Bike repairs",
    "Window cleaning",
  ];
  const notices = await createLiveNotices(
    request,
    trades.map((trade) => ({
      title: `${trade} ${tag}`,
      description: `${trade} around Broseley and the villages, fair prices, references on request.`,
      category: "services",
      location: "broseley",
    })),
  );
  const headers = { origin: E2E_BASE_URL };
  for (const notice of notices) {
    const featured = await request.patch(`/api/admin/notices/${notice.id}/toggle-feature`, { headers });
    expect(featured.status()).toBe(200);
  }
  const messages = collectConsole(page);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/category/services?location=broseley");
  await page.waitForLoadState("networkidle");
  const loaded = scripts.length;
  const featured = page.getByRole("region", { name: "Featured Listings" });
  const shownTitles = () => featured.getByRole("heading", { level: 3 }).allTextContents();
  const first = await shownTitles();
  expect(first).toHaveLength(3);

  // Each press draws the server's page rendered with another seed: six notices, three shown, so a few presses show
  // another pick (or order) for certain.
  const shuffle = featured.getByRole("button", { name: "Shuffle Featured" });
  let shown = first;
  for (let press = 0; press < 6 && shown.join() === first.join(); press++) {
    const drawn = page.waitForResponse((r) => r.request().headers()["x-render-seed"] !== undefined);
    await shuffle.click();
    expect((await drawn).status()).toBe(200);
    await expect(shuffle).toBeFocused();
    shown = await shownTitles();
  }
  expect(shown).not.toEqual(first);
  expect(shown).toHaveLength(3);
  // Featured services in Broseley: this journey's, or the other width's running beside it.
  for (const title of shown) expect(trades).toContain(title.replace(/ sh\w+$/, ""));
  await expect(page).toHaveURL(/\/category\/services\?location=broseley$/);
  expect(
    scripts.slice(loaded).filter((path) => !ASLEEP_CHUNKS.test(path)),
    "scripts loaded while shuffling asleep",
  ).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // Woken, the page hydrates on the pick it shows (no mismatch), and its own Shuffle works as before.
  await wakeWithMouse(page);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await shownTitles()).toEqual(shown);
  // The page carried only the three it shows: its Shuffle fetches the whole featured list and picks from it.
  const carried = new Set(shown);
  let another = false;
  for (let press = 0; press < 10 && !another; press++) {
    await shuffle.click();
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(3);
    another = (await shownTitles()).some((title) => !carried.has(title));
  }
  expect(another, "a featured notice the page did not carry").toBe(true);
  expect(messages, "console errors and warnings").toEqual([]);
});

test("a town read from the words is changed by the page's script: the town menu wakes the page, which opens it @phone", async ({
  page,
}) => {
  const messages = collectConsole(page);
  await page.goto("/category/items_for_sale?search=bench%20shrewsbury");
  await page.waitForLoadState("networkidle");
  const town = page.getByRole("combobox", { name: "Location" });
  await expect(town).toHaveText("Shrewsbury");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await town.click();
  // The press is kept: the awake menu opens once the page has woken.
  await page.getByRole("option", { name: "Ludlow" }).click();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page).toHaveURL(/\?search=bench&location=ludlow$/);
  await expect(page.getByRole("searchbox", { name: "Search notices" })).toHaveValue("bench");
  expect(messages, "console errors and warnings").toEqual([]);
});
