import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { MessagesLanePanel } from "./messages-lane-panel";

const held = (messageId: number, side: "poster" | "visitor", noticeTitle: string, body: string) => ({
  conversationId: messageId * 10,
  messageId,
  noticeId: messageId * 100,
  noticeTitle,
  side,
  body,
  reasons: ["Asks to pay before collection: PayPal", "A messaging app in a first message: WhatsApp"],
  heldAt: "2026-11-28T10:00:00.000Z",
});

const twoHeld = () => [
  held(1, "visitor", "Bosch lawnmower", "I will pay by PayPal now, my courier collects. WhatsApp me."),
  held(2, "poster", "Pine bookcase", "Send a deposit to secure it by bank transfer first."),
];
let items = twoHeld();
const api = interceptApi(({ method, path }) => {
  if (method === "GET" && path === "/api/admin/queue/messages")
    return { json: { total: items.length, items } };
  const release = /^\/api\/admin\/conversations\/(\d+)\/messages\/(\d+)\/release$/.exec(path);
  const block = /^\/api\/admin\/conversations\/(\d+)\/block$/.exec(path);
  const id = Number((release ?? block)?.[1]);
  if (method === "POST" && (release || block)) {
    items = items.filter((i) => i.conversationId !== id);
    return {
      json: {
        id,
        noticeId: null,
        noticeTitle: "",
        state: "open",
        reportReason: null,
        blockedSide: null,
        poster: { email: "" },
        visitor: { name: "", email: "" },
        messages: [],
      },
    };
  }
  return { status: 503, json: { message: "Not in this test" } };
});
afterAll(api.stop);
beforeEach(() => {
  items = twoHeld();
  api.sent.length = 0;
});

function renderLane() {
  return renderWithQueries(
    <div style={{ width: "375px" }}>
      <MessagesLanePanel />
      <Toaster />
    </div>,
  );
}

describe("Messages lane", () => {
  it("counts the held messages and shows each one's notice, side, text and the screen's reasons, opened from the keyboard", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderLane();
    const summary = await screen.findByText("Messages (2)");
    summary.focus();
    await user.keyboard("{Enter}");
    const list = screen.getByRole("list", { name: "Held messages" });
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(2);
    const first = cards[0];
    expect(within(first).getByRole("heading").textContent).toBe("About “Bosch lawnmower”");
    expect(first.textContent).toContain("From the visitor, held");
    expect(first.textContent).toContain("I will pay by PayPal now, my courier collects. WhatsApp me.");
    expect(
      within(within(first).getByRole("list", { name: "Why it is held" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Asks to pay before collection: PayPal", "A messaging app in a first message: WhatsApp"]);
    expect(cards[1].textContent).toContain("From the poster, held");
  });

  it("Release posts to the conversation's release route, says so, and the message leaves the lane", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderLane();
    await user.click(await screen.findByText("Messages (2)"));
    const button = screen.getByRole("button", { name: "Release the message about Bosch lawnmower" });
    button.focus();
    await user.keyboard("{Enter}");
    await screen.findByText("Message released");
    expect(api.sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/api/admin/conversations/10/messages/1/release",
    ]);
    await waitFor(() => expect(screen.getByText("Messages (1)")).toBeTruthy());
    expect(screen.getByRole("list", { name: "Held messages" }).textContent).not.toContain("Bosch lawnmower");
  });

  it("Block sender posts the side that wrote it, says so, and the message leaves the lane", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderLane();
    await user.click(await screen.findByText("Messages (2)"));
    await user.click(screen.getByRole("button", { name: "Block sender of the message about Pine bookcase" }));
    await screen.findByText("Sender blocked");
    const posts = api.sent.filter((r) => r.method === "POST");
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      ["/api/admin/conversations/20/block", { side: "poster" }],
    ]);
    await waitFor(() => expect(screen.getByText("Messages (1)")).toBeTruthy());
    expect(screen.getByRole("list", { name: "Held messages" }).textContent).not.toContain("Pine bookcase");
  });
});
