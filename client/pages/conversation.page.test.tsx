import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ConversationAnswer } from "@common/conversation-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { ConversationPage } from "./conversation.page";
import { description } from "@/test/description";

const TOKEN = "Pq7".repeat(14) + "x";
const THREAD = `/api/conversations/${TOKEN}`;
const MESSAGES = `${THREAD}/messages`;
const ENDED = "This conversation has ended";

const firstMessage = {
  mine: false,
  body: "Could I collect the bookcase on Saturday?",
  sentAt: "2026-05-02T09:00:00Z",
};
let conversation: ConversationAnswer;
const freshConversation = (): ConversationAnswer => ({
  notice: { id: 7, title: "Pine bookcase", status: "active", reservedAt: null },
  side: "poster",
  otherName: "Rhian",
  open: true,
  messages: [firstMessage],
});
/** The server's answer to the next reply, when not the 202 that adds it to the thread. */
let replyAnswer: { status: number; json: unknown } | undefined;
const api = interceptApi(({ method, path, body }) => {
  if (method === "GET" && path === THREAD) return { json: conversation };
  if (method === "POST" && path === MESSAGES) {
    if (replyAnswer) return replyAnswer;
    const sent = { mine: true, body: (body as { body: string }).body, sentAt: "2026-05-02T10:00:00Z" };
    conversation = { ...conversation, messages: [...conversation.messages, sent] };
    return { status: 202, json: { status: "sent" } };
  }
  return { status: 503, json: { message: "Not in this test" } };
});
afterEach(() => {
  api.sent.length = 0;
  replyAnswer = undefined;
});
afterAll(api.stop);

/** The replies sent, as "METHOD path body" (the page's reads left out). */
const replies = () =>
  api.sent.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`);

/** The toast on screen: its title and description. */
const shownToast = () =>
  [...document.querySelectorAll('[data-slot="toast-title"], [data-slot="toast-description"]')].map(
    (part) => part.textContent,
  );

/** The poster's page of the conversation, its thread answered; resolves to its Reply form. */
async function openReply() {
  conversation = freshConversation();
  const user = userEvent.setup();
  const { hook } = memoryLocation({ path: `/conversation/${TOKEN}` });
  renderWithQueries(
    <>
      <Router hook={hook}>
        <Route path="/conversation/:token" component={ConversationPage} />
      </Router>
      <Toaster />
    </>,
  );
  const form = await screen.findByRole("form", { name: "Reply" });
  return { user, form, body: within(form).getByLabelText<HTMLTextAreaElement>("Your message") };
}

/** The reply box of /conversation/:token (ConversationMessageInputSchema: the contact form's message rules). */
describe("the conversation page's reply form", () => {
  it("asks for at least 10 characters (spaces not counted) and at most 5000, beneath the field, sending nothing", async () => {
    const { user, form, body } = await openReply();
    const send = within(form).getByRole("button", { name: "Send Message" });
    await user.click(send);
    expect(await within(form).findByText("Message must be at least 10 characters")).toBeTruthy();
    expect(body.getAttribute("aria-invalid")).toBe("true");
    expect(description(body)).toBe("Message must be at least 10 characters");

    await user.type(body, "   Fine ok.   ");
    await user.click(send);
    expect(description(body)).toBe("Message must be at least 10 characters");

    await user.clear(body);
    await user.click(body);
    await user.paste("x".repeat(5001));
    await user.click(send);
    await waitFor(() => expect(description(body)).toBe("Message must be less than 5000 characters"));
    expect(replies()).toEqual([]);
  });

  // The same as tests/e2e/relay.spec.ts: the poster's reply, the "Message sent" toast, and the reply in the thread.
  it("sends the trimmed reply to the link's token, says so, empties the box and shows it in the thread", async () => {
    const { user, form, body } = await openReply();
    await user.type(body, "  Yes, Saturday after ten is fine.  ");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(shownToast()).toEqual(["Message sent"]));
    expect(replies()).toEqual([`POST ${MESSAGES} {"body":"Yes, Saturday after ten is fine."}`]);
    expect(body.value).toBe("");
    const thread = screen.getByRole("region", { name: "Messages" });
    expect(await within(thread).findByText("Yes, Saturday after ten is fine.")).toBeTruthy();
    expect(
      within(thread)
        .getAllByRole("listitem")
        .map((m) => m.textContent),
    ).toEqual([
      "Rhian 2 May 2026Could I collect the bookcase on Saturday?",
      "You 2 May 2026Yes, Saturday after ten is fine.",
    ]);
  });

  it("says why when the server refuses (the conversation ended, 410), keeping the reply", async () => {
    replyAnswer = { status: 410, json: { message: ENDED } };
    const { user, form, body } = await openReply();
    await user.type(body, "Is it still available?");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(shownToast()).toEqual(["Failed to send message", ENDED]));
    expect(body.value).toBe("Is it still available?");
    expect(body.getAttribute("aria-invalid")).toBeNull();
  });

  it("puts a field message of the server (400) beneath the box", async () => {
    const message = "Message must be at least 10 characters";
    replyAnswer = { status: 400, json: { message, errors: { body: message } } };
    const { user, form, body } = await openReply();
    await user.type(body, "Ten chars here");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(description(body)).toBe(message));
    expect(shownToast()).toEqual(["Failed to send message", message]);
    expect(body.value).toBe("Ten chars here");
  });
});
