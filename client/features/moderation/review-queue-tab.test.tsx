import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QueueItem } from "@common/queue-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { ReviewQueueTab } from "./review-queue-tab";

/** A pending notice's card, as GET /api/admin/queue lists it. */
const pending = (id: number, title: string) =>
  ({
    kind: "notice",
    reason: "pending",
    notice: {
      id,
      title,
      description: "Child's bike, blue, 16 inch wheels, stabilisers included, collection from the village.",
      category: "items_for_sale",
      location: "ludlow",
      price: 25,
      contactEmail: "poster@example.org",
      status: "pending",
      imageUrl: null,
      eventDate: null,
      eventVenue: null,
      externalLink: null,
    },
    signals: [],
    risk: 0,
    poster: { posted: 1, approved: 0, rejected: 0, firstSeen: null },
    reports: [],
    edit: null,
  }) as unknown as QueueItem;

const TITLES = ["Bike 00", "Bike 01", "Bike 02", "Bike 03", "Bike 04"];
const api = interceptApi(({ path }) => {
  if (/^\/api\/admin\/queue($|\?)/.test(path))
    return {
      json: { items: TITLES.map((t, i) => pending(i + 1, t)), total: TITLES.length, nextCursor: null },
    };
  if (/^\/api\/admin\/(notices\/\d+\/(approve|reject|undo)|queue\/undo)$/.test(path)) return { json: {} };
  return { status: 503, json: { message: "Not in this test" } };
});
/** The decisions sent, as "METHOD path body". */
const decisions = () =>
  api.sent
    .filter((r) => r.method !== "GET")
    .map((r) => `${r.method} ${r.path}${r.body ? ` ${JSON.stringify(r.body)}` : ""}`);
afterEach(() => void (api.sent.length = 0));
afterAll(api.stop);

const current = () => document.querySelector("article[aria-current='true'] h3")?.textContent;

async function openQueue() {
  // user-event refuses a press under `pointer-events: none`, which Radix's layers set while they open and close.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithQueries(
    <>
      <ReviewQueueTab onRemaining={() => undefined} />
      <Toaster />
    </>,
  );
  await screen.findByRole("article", { name: "Bike 00" });
  return user;
}

// Replaces the key handling tests/e2e/review-queue.spec.ts proved with 20 notices in a browser ("a moderator clears
// 20 pending notices by keyboard alone"): which key does what, the reason keys, and where keys are ignored.
describe("the review queue by keyboard", () => {
  it("moves with j and k, approves with one key and rejects with a reason with two", async () => {
    const user = await openQueue();
    expect(screen.getByText("Card 1 of 5. 5 waiting.")).toBeTruthy();
    await user.keyboard("j");
    expect(current()).toBe("Bike 01");
    await user.keyboard("jk");
    expect(current()).toBe("Bike 01");
    await user.keyboard("k");
    await user.keyboard("k"); // already on the first card
    expect(current()).toBe("Bike 00");

    await user.keyboard("a");
    expect(await screen.findByText("Notice approved")).toBeTruthy();
    expect(current()).toBe("Bike 01");
    await user.keyboard("r");
    expect(screen.getByRole("group", { name: "Why reject it? Press 1–6" })).toBeTruthy();
    // Other keys wait while a reason is chosen.
    await user.keyboard("aj");
    expect(current()).toBe("Bike 01");
    await user.keyboard("2");
    expect(await screen.findByText("Notice rejected: Wrong category")).toBeTruthy();
    expect(current()).toBe("Bike 02");
    await waitFor(() => expect(screen.getByText("Card 1 of 3. 3 waiting.")).toBeTruthy());
    expect(decisions()).toEqual([
      "PATCH /api/admin/notices/1/approve",
      `PATCH /api/admin/notices/2/reject {"reason":"wrong_category"}`,
    ]);
  });

  it("Esc cancels choosing a reason, and a digit without r does nothing", async () => {
    const user = await openQueue();
    await user.keyboard("3");
    await user.keyboard("r");
    expect(screen.getByRole("group", { name: "Why reject it? Press 1–6" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Why reject it? Press 1–6" })).toBeNull();
    await user.keyboard("4");
    expect(current()).toBe("Bike 00");
    expect(decisions()).toEqual([]);
  });

  it("x selects cards and A approves them all, and one Undo puts them all back", async () => {
    const user = await openQueue();
    await user.keyboard("xjjx");
    await user.keyboard("A");
    expect(await screen.findByText("2 cards approved")).toBeTruthy();
    expect(screen.getByText(/of 3\. 3 waiting\.$/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("They are back in the queue.")).toBeTruthy();
    expect(decisions()).toEqual([
      "PATCH /api/admin/notices/1/approve",
      "PATCH /api/admin/notices/3/approve",
      `POST /api/admin/queue/undo {"notices":[1,3],"comments":[]}`,
    ]);
    await waitFor(() => expect(screen.getByText(/of 5\. 5 waiting\.$/)).toBeTruthy());
  });

  it("? lists the keys, and no key acts while its dialog is open, while typing, or with Ctrl held", async () => {
    const user = await openQueue();
    await user.keyboard("?");
    const help = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(help.textContent).toContain("r then 1–6");
    expect(help.textContent).toContain("Reject with a reason (remove a reported item)");
    await user.keyboard("ja");
    expect(current()).toBe("Bike 00");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Keyboard shortcuts" })).toBeNull());

    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    await user.keyboard("ja");
    field.remove();
    await user.keyboard("{Control>}j{/Control}");
    expect(current()).toBe("Bike 00");
    expect(decisions()).toEqual([]);
    await user.keyboard("j");
    expect(current()).toBe("Bike 01");
  });
});

describe("the review queue by its buttons", () => {
  // Replaces tests/e2e/review-queue.spec.ts "reject with a reason from the card: the toast names the reason and the
  // notice is rejected" (the rejection itself: server/moderation/admin-notice-routes.test.ts).
  it("Reject… offers the six reasons, and a reason's button rejects with it and names it in the toast", async () => {
    const user = await openQueue();
    await user.click(screen.getByRole("button", { name: "Reject…" }));
    const reasons = screen.getByRole("group", { name: "Why reject it? Press 1–6" });
    expect([...reasons.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "1. Duplicate",
      "2. Wrong category",
      "3. Missing details",
      "4. Prohibited content",
      "5. Spam",
      "6. Other",
      "Cancel",
    ]);
    await user.click(screen.getByRole("button", { name: "1. Duplicate" }));
    expect(await screen.findByText("Notice rejected: Duplicate")).toBeTruthy();
    expect(screen.getByText(`"Bike 00"`)).toBeTruthy();
    expect(decisions()).toEqual([`PATCH /api/admin/notices/1/reject {"reason":"duplicate"}`]);
    expect(current()).toBe("Bike 01");
  });
});
