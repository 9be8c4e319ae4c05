import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_OUTBOX_DIR } from "./e2e-env";

/** Collects a page's console errors and uncaught exceptions; a failed network load is the app's business. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** The signed-in moderator of a journey that is about moderating, not about signing in. */
export interface Moderator {
  /** Signs the test's page in (until then it browses as a visitor). */
  signIn(): Promise<void>;
  /** Signs in, opens the dashboard (its review queue first) and, if named, one of its tabs. */
  openDashboard(tab?: string): Promise<void>;
}

/**
 * Console errors fail the test (house style: an error the user cannot see is still a bug). `moderatorState` is the
 * moderator's session, signed in once per worker through the API; a test that names `moderator` signs its page in
 * with it (a browser context of its own takes `storageState: moderatorState`). Journeys about signing in or out
 * use the login form and a session of their own instead.
 */
export const test = base.extend<
  { consoleErrors: string[]; moderator: Moderator },
  { moderatorState: StorageState }
>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  moderatorState: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const login = await request.post("/api/admin/login", {
        data: E2E_ADMIN,
        headers: { origin: E2E_BASE_URL },
      });
      expect(login.status(), await login.text()).toBe(200);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: "worker" },
  ],
  moderator: async ({ page, moderatorState }, use) => {
    const signIn = () => page.context().addCookies(moderatorState.cookies);
    await use({
      signIn,
      openDashboard: async (tab) => {
        await signIn();
        await page.goto("/admin/dashboard");
        await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
        if (!tab) {
          await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
          return;
        }
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      },
    });
  },
});
export { expect };

/**
 * Opens a server-rendered page and wakes it (client/lib/wake-on-press.ts: it hydrates at the visitor's first pointer,
 * tap, key or focus; a Shift press here, which does nothing else), then waits for its hydration to commit
 * (`<html data-hydrated>`). A journey that presses at once needs none of this: the press wakes the page and is made
 * again once it is awake.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Wakes a sleeping page with a mouse pressed on its heading (docs/decisions/0020-wake-on-press.md), for a journey whose
 * focus is where a key wakes nothing: a form or button the sleeping page answers itself, or an island's button. A mouse
 * only passing over the page's text wakes nothing.
 */
export async function wakeWithMouse(page: Page): Promise<void> {
  await page.locator("h1").first().click();
}

/** A toast's text; found by its slot, since an open dialog hides the toast region from the accessibility tree. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-slot="toast"]').getByText(text, { exact: true });

/**
 * Picks an option of a Radix select the way a keyboard user does: open it, then Enter on the option. A pointer click
 * on an option while the list is still positioning itself can be ignored, which made tests flaky under load. Radix
 * moves focus to the selected option once the list is placed; an Enter sent before that lands on the old option, so
 * this waits for that first focus before moving it.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await expect(page.getByRole("listbox").locator('[role="option"]:focus')).toHaveCount(1);
  await page.getByRole("option", { name: option, exact: true }).press("Enter");
  await expect(combobox).toHaveText(option);
}

/** The page scrolls only up and down: nothing sticks out sideways (a phone's 375 px included). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "sideways overflow in px").toBeLessThanOrEqual(0);
}

/**
 * axe-core scan of the current page: no WCAG A/AA violations. In one pass in the page (axe's "legacy" mode): the
 * default runs axe in each frame, then opens a blank page to merge the frames' results, about a second a scan here, and
 * the board's pages have no frames (no iframe in client/); a same-origin frame would still be scanned.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "accessibility violations").toEqual([]);
}

export interface CapturedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseEml(file: string): CapturedMail {
  const raw = fs.readFileSync(file, "utf8");
  const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
  const decoded = raw.includes("quoted-printable") ? decodeQuotedPrintable(raw) : raw;
  const text = decoded;
  const links = [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  return { file, to: header("To"), subject: header("Subject"), text, links };
}

/** Waits for a mail to `to` (whose subject matches, or which the function accepts, if given) in the e2e outbox folder. */
export async function waitForMail(
  to: string,
  subject?: RegExp | ((mail: CapturedMail) => boolean),
  timeoutMs = 40_000,
): Promise<CapturedMail> {
  const matches = (mail: CapturedMail) =>
    !subject || (typeof subject === "function" ? subject(mail) : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(E2E_OUTBOX_DIR)
      ? fs.readdirSync(E2E_OUTBOX_DIR).filter((f) => f.endsWith(".eml"))
      : [];
    for (const f of files.sort()) {
      const mail = parseEml(path.join(E2E_OUTBOX_DIR, f));
      if (mail.to.includes(to) && matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A unique suffix for test data. */
export function unique(prefix = ""): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A finger drawn left across a point (x, y), through Chromium's touch events: what a phone's swipe does. */
export async function swipeLeft(page: Page, from: { x: number; y: number }, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x: Math.round(x), y: Math.round(from.y) }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from.x) });
  for (let moved = 10; moved <= distance; moved += 10)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(from.x - moved) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
