import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NO_PERMISSION } from "@common/team-schemas";
import { WATCH_WORD_KIND_LABELS } from "@common/watch-word-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { WatchListPanel } from "./watch-list-panel";

const START = [{ id: 3, word: "western union", kind: "block" }];
let words = [...START];
let refusal: { status: number; json: unknown } | null = null;
const api = interceptApi(({ method, path, body }) => {
  if (method === "GET") return { json: words };
  if (refusal) return refusal;
  if (method === "DELETE") {
    words = words.filter((w) => path !== `/api/admin/watch-words/${w.id}`);
    return { status: 204, json: null };
  }
  const { word, kind } = body as { word: string; kind: string };
  const added = { id: 9, word: word.trim().toLowerCase(), kind };
  words = [...words, added];
  return { status: 201, json: added };
});
const changes = () => api.sent.filter((r) => r.method !== "GET");
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  refusal = null;
  words = [...START];
});
afterAll(api.stop);

async function openPanel() {
  const user = userEvent.setup();
  renderWithQueries(
    <>
      <WatchListPanel />
      <Toaster />
    </>,
  );
  await user.click(screen.getByText("Watch list", { selector: "summary" }));
  const list = screen.getByRole("list", { name: "Watch words" });
  await within(list).findByText("western union");
  return { user, list };
}

describe("the watch list under the queue", () => {
  it("adds a flag word unless Block is chosen, empties the box, and lists the word", async () => {
    const { user, list } = await openPanel();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: WATCH_WORD_KIND_LABELS.flag }).checked).toBe(
      true,
    );
    const box = screen.getByLabelText<HTMLInputElement>("Word or phrase");
    await user.type(box, "Cash only{Enter}");

    expect(await within(list).findByText("cash only")).toBeTruthy();
    expect(list.textContent).toContain("cash only (flag)");
    expect(box.value).toBe("");
    expect(changes()).toEqual([
      { method: "POST", path: "/api/admin/watch-words", body: { word: "cash only", kind: "flag" } },
    ]);
  });

  it("sends Block when chosen with the arrow keys", async () => {
    const { user, list } = await openPanel();
    await user.type(screen.getByLabelText("Word or phrase"), "bank transfer");
    screen.getByRole("radio", { name: WATCH_WORD_KIND_LABELS.flag }).focus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: WATCH_WORD_KIND_LABELS.block }).checked).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Add" }));

    expect(await within(list).findByText("bank transfer")).toBeTruthy();
    expect(changes()).toEqual([
      { method: "POST", path: "/api/admin/watch-words", body: { word: "bank transfer", kind: "block" } },
    ]);
  });

  it("removes a word by its named button", async () => {
    const { user, list } = await openPanel();
    await user.click(within(list).getByRole("button", { name: "Remove western union" }));
    await waitFor(() => expect(within(list).queryByText("western union")).toBeNull());
    expect(changes()).toEqual([{ method: "DELETE", path: "/api/admin/watch-words/3", body: null }]);
  });

  it("checks the word with the route's rules beneath its field, and sends nothing", async () => {
    const { user } = await openPanel();
    const box = screen.getByLabelText<HTMLInputElement>("Word or phrase");
    await user.type(box, " x {Enter}");
    expect(await screen.findByText("Word must be at least 2 characters")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("watch-word-error");
    await user.clear(box);
    await user.type(box, `${"a".repeat(61)}{Enter}`);
    expect(await screen.findByText("Word must be less than 60 characters")).toBeTruthy();
    expect(changes()).toEqual([]);
  });

  it("shows the server's refusal in a toast and keeps the word to correct it", async () => {
    // A moderator's add: the list is the admins' to change.
    refusal = { status: 403, json: { message: NO_PERMISSION } };
    const { user } = await openPanel();
    const box = screen.getByLabelText<HTMLInputElement>("Word or phrase");
    await user.type(box, "western union{Enter}");

    expect(await screen.findByText("Watch list not changed")).toBeTruthy();
    expect(screen.getByText(NO_PERMISSION)).toBeTruthy();
    expect(box.value).toBe("western union");
  });

  it("says why a removal failed (404) and keeps the word listed", async () => {
    refusal = { status: 404, json: { message: "Word not found" } };
    const { user, list } = await openPanel();
    await user.click(within(list).getByRole("button", { name: "Remove western union" }));

    expect(await screen.findByText("Word not found")).toBeTruthy();
    expect(screen.getByText("Watch list not changed")).toBeTruthy();
    expect(within(list).getByText("western union")).toBeTruthy();
  });
});
