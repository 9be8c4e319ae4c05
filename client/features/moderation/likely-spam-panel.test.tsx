import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { LikelySpamPanel } from "./moderation-lanes";

const reasons = [
  { kind: "content", label: 'Reads like crypto investment: "bitcoin", "double your money"', weight: 4 },
  { kind: "content", label: 'Reads like payday loans: "fast cash loans"', weight: 3 },
  { kind: "link_reputation", label: "A shortened link: bit.ly", weight: 2 },
  { kind: "learned", label: 'Words the screen learned: "bitcoin", "guaranteed"', weight: 2 },
];
const api = interceptApi(({ path }) =>
  path === "/api/admin/queue/spam"
    ? {
        json: {
          total: 1,
          items: [
            {
              notice: {
                id: 7,
                title: "Double your money with bitcoin",
                description: "Guaranteed returns in a week, see bit.ly/x",
                contactEmail: "trusted@example.com",
              },
              score: 11,
              reasons,
              heldAt: "2026-11-28T10:00:00.000Z",
              rejectsAt: "2026-12-05T10:00:00.000Z",
            },
          ],
        },
      }
    : { status: 503, json: { message: "Not in this test" } },
);
afterEach(cleanup);
afterAll(api.stop);

describe("Likely spam lane", () => {
  it("shows each of the screen's reasons in words, two of one kind included, on a 375 px phone", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(
      <div style={{ width: "375px" }}>
        <LikelySpamPanel />
      </div>,
    );
    await user.click(await screen.findByText("Likely spam (1)"));
    const why = screen.getByRole("list", { name: "Why it is held" });
    expect(
      within(why)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      'Reads like crypto investment: "bitcoin", "double your money" (+4)',
      'Reads like payday loans: "fast cash loans" (+3)',
      "A shortened link: bit.ly (+2)",
      'Words the screen learned: "bitcoin", "guaranteed" (+2)',
    ]);
    expect(screen.getByText(/From trusted@example\.com, held .* Score 11\./)).toBeTruthy();
    // Each reason its own item: two reasons of one kind must not share a key.
    expect(consoleError.mock.calls.flat().join(" ")).not.toMatch(/same key/);
    consoleError.mockRestore();
  });
});
