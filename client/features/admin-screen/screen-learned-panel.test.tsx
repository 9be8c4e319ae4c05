import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { Toaster } from "@/components/ui/toaster";
import { ScreenLearnedPanel } from "./screen-learned-panel";

const decision = (id: number, label: "spam" | "ham", source: string, excerpt: string) => ({
  id,
  noticeId: id + 100,
  label,
  source,
  excerpt,
  decidedAt: "2026-11-28T10:00:00.000Z",
});
let recent = [
  decision(1, "spam", "rejected_spam", "Double your money with bitcoin"),
  decision(2, "ham", "approved", "Oak dining table, seats six"),
];
const api = interceptApi(({ method, path }) => {
  if (method === "GET" && path === "/api/admin/screen/learned")
    return {
      json: {
        spamTokens: [
          { token: "bitcoin", weight: 3.2 },
          { token: "casino", weight: 2.5 },
        ],
        hamTokens: [{ token: "table", weight: -1.8 }],
        decisions: {
          spam: recent.filter((d) => d.label === "spam").length + 40,
          ham: recent.filter((d) => d.label === "ham").length + 60,
        },
        trainedOn: { spam: 41, ham: 61 },
        lastTrainedAt: "2026-11-28T12:30:00.000Z",
        recent,
      },
    };
  const forget = /^\/api\/admin\/screen\/decisions\/(\d+)$/.exec(path);
  if (method === "DELETE" && forget) {
    recent = recent.filter((d) => d.id !== Number(forget[1]));
    return { status: 204, json: null };
  }
  return { status: 503, json: { message: "Not in this test" } };
});
afterEach(() => {
  cleanup();
  api.sent.length = 0;
});
afterAll(api.stop);

describe("What the screen learned", () => {
  it("shows the top spam and ham tokens, the decisions of each kind and when it was last trained", async () => {
    renderWithQueries(<ScreenLearnedPanel />);
    const spamTokens = await screen.findByRole("list", { name: "Words that point to spam" });
    expect(
      within(spamTokens)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["bitcoin (3.2)", "casino (2.5)"]);
    expect(screen.getByRole("list", { name: "Words that point to a genuine notice" }).textContent).toBe(
      "table (-1.8)",
    );
    const counts = screen.getByRole("heading", { name: "What the screen learned" }).parentElement!;
    expect(counts.textContent).toContain("Decisions as spam41");
    expect(counts.textContent).toContain("Decisions as not spam61");
    expect(counts.textContent).toMatch(/Last trained28 Nov 2026.*on 41 spam decisions and 61 others/);
    const decisions = screen.getByRole("list", { name: "Recent decisions" });
    expect(decisions.textContent).toContain("Rejected as spam");
    expect(decisions.textContent).toContain("Approved");
  });

  it("Forget sends DELETE for that decision, says so, and the decision leaves the list", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(
      <>
        <ScreenLearnedPanel />
        <Toaster />
      </>,
    );
    const forget = await screen.findByRole("button", {
      name: "Forget the decision on “Double your money with bitcoin”",
    });
    await user.click(forget);
    await screen.findByText("Decision forgotten");
    await waitFor(() =>
      expect(screen.getByRole("list", { name: "Recent decisions" }).textContent).not.toContain(
        "Double your money",
      ),
    );
    expect(screen.getByRole("list", { name: "Recent decisions" }).textContent).toContain("Oak dining table");
    expect(api.sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      "/api/admin/screen/decisions/1",
    ]);
    // Fetched again after the DELETE, not edited in place.
    expect(api.sent.filter((r) => r.method === "GET").length).toBe(2);
  });
});
