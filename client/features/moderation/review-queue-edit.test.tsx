import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QueueItem } from "@common/queue-schemas";
import { UNDO_WINDOW_MS } from "@common/queue-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { ReviewQueueTab } from "./review-queue-tab";

const edited = {
  kind: "notice",
  reason: "edited",
  notice: {
    id: 44,
    title: "Child's bike",
    description: "A small bike with stabilisers, hardly used, collection from Oswestry.",
    category: "items_for_sale",
    location: "oswestry",
    price: 25,
    contactEmail: "poster@example.org",
    status: "active",
    imageUrl: null,
    eventDate: null,
    eventVenue: null,
    externalLink: null,
  },
  signals: [],
  risk: 0,
  poster: { posted: 1, approved: 1, rejected: 0, firstSeen: null },
  reports: [],
  edit: {
    submittedAt: "2026-06-01T10:00:00Z",
    changes: [{ field: "title", label: "Title", from: "Child's bike", to: "Child's bike with stabilisers" }],
  },
} as unknown as QueueItem;

const api = interceptApi(({ path }) =>
  /^\/api\/admin\/queue($|\?)/.test(path)
    ? { json: { items: [edited], total: 1, nextCursor: null } }
    : path.startsWith("/api/admin/notices/44/edit/")
      ? { json: edited.kind === "notice" ? edited.notice : {} }
      : { status: 503, json: { message: "Not in this test" } },
);
const editDecisions = () => api.sent.filter((r) => r.path.startsWith("/api/admin/notices/44/edit/"));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.sent.length = 0;
});
afterAll(api.stop);

async function openQueue() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderWithQueries(
    <>
      <ReviewQueueTab onRemaining={() => undefined} />
      <Toaster />
    </>,
  );
  await screen.findByRole("article", { name: "Child's bike" });
  return user;
}

describe("an edited notice in the review queue", () => {
  it("names the buttons for what they do, shows the new title, and publishes once the undo window has passed", async () => {
    const user = await openQueue();
    expect(screen.getByRole("button", { name: "Keep the old version" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish the changes" }));
    expect(await screen.findByText("Changes published")).toBeTruthy();
    expect(screen.getByText(`"Child's bike with stabilisers"`)).toBeTruthy();
    expect(editDecisions()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 100));
    expect(editDecisions()).toMatchObject([{ method: "PATCH", path: "/api/admin/notices/44/edit/approve" }]);
  });

  it("offers Undo: the old version kept is never sent, and the card comes back", async () => {
    const user = await openQueue();
    await user.click(screen.getByRole("button", { name: "Keep the old version" }));
    expect(await screen.findByText("Old version kept")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByRole("article", { name: "Child's bike" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 100));
    expect(editDecisions()).toEqual([]);
  });
});
