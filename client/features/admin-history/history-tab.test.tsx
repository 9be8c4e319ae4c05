import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { HistoryTab } from "./history-tab";

const entry = (id: number, action: string, admin: string | null, details: object = {}) => ({
  id,
  admin,
  action,
  targetType: "notice",
  targetId: 44,
  details,
  createdAt: "2026-06-01T10:00:00Z",
});

const api = interceptApi(({ path }) =>
  path.startsWith("/api/admin/audit/")
    ? { json: [] }
    : {
        json: {
          items: [
            entry(3, "spam_hold", null, {
              score: 6,
              reasons: [{ kind: "burst_email", label: "6 notices from this e-mail in an hour", weight: 3 }],
            }),
            entry(2, "approve", null, { automatic: true }),
            entry(1, "approve", "morgan"),
          ],
          nextCursor: null,
        },
      },
);
afterEach(cleanup);
afterAll(api.stop);

describe("History tab", () => {
  it("says every action in words, and who did it, automatic approvals included", async () => {
    renderWithQueries(<HistoryTab />);
    const list = await screen.findByRole("list", { name: "Moderation history" });
    await screen.findByText(/Held as likely spam/);
    const lines = [...list.querySelectorAll("li > p:first-child")].map((p) => p.textContent);
    expect(lines).toEqual([
      "Held as likely spam notice #44 by Automatic (spam score)",
      "Approved notice #44 by Automatic (trusted poster)",
      "Approved notice #44 by morgan",
    ]);
    expect(list.textContent).toContain("6 notices from this e-mail in an hour");
    expect(list.textContent).not.toContain("spam_hold");
  });
});
