import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { AdminDashboard } from "./admin-dashboard";

const api = interceptApi(({ path }) =>
  path.startsWith("/api/admin/queue?") || path === "/api/admin/queue"
    ? { json: { items: [], total: 0, nextCursor: null } }
    : { status: 503, json: { message: "Not in this test" } },
);
afterEach(cleanup);
afterAll(api.stop);

const follows = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("Admin dashboard", () => {
  it("puts the review queue before the Newsletter, Backups and Queue alerts cards", async () => {
    renderWithQueries(<AdminDashboard username="morgan" role="admin" mfaEnabled mfaSetupRequired={false} />);
    const queue = await screen.findByRole("heading", { name: "Review queue" });
    for (const card of ["Newsletter", "Backups", "Queue alerts"])
      expect(follows(queue, await screen.findByRole("heading", { name: card }))).toBe(true);
  });
});
