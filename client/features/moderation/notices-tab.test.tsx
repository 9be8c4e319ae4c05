import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { NoticesTab } from "./notices-tab";

/** The counts answer at once unless a test holds them back (a slow server) until it lets them go. */
let countsHeld: Promise<void> | null = null;
const api = interceptApi(async ({ path }) => {
  if (!path.startsWith("/api/admin/stats"))
    return { json: { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } } };
  await countsHeld;
  return { json: { totalNotices: 5, pendingNotices: 2, activeNotices: 3, expiredNotices: 0 } };
});
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  countsHeld = null;
});
afterAll(api.stop);

const noticeLists = () => api.sent.filter((r) => r.path.startsWith("/api/admin/notices")).map((r) => r.path);

describe("Notices tab", () => {
  it("shows Pending while notices wait, and searches every status until a status is chosen", async () => {
    const user = userEvent.setup();
    renderWithQueries(<NoticesTab />);
    await waitFor(() => expect(noticeLists().at(-1)).toContain("status=pending"));

    await user.type(screen.getByRole("searchbox", { name: "Search notices" }), "Raleigh");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(noticeLists().at(-1)).toMatch(/status=all.*search=Raleigh|search=Raleigh.*status=all/),
    );
    expect(screen.getByRole("combobox", { name: "Status" }).textContent).toBe("All");
  });

  it("keeps All when it is picked before the counts arrive, though notices wait", async () => {
    const user = userEvent.setup();
    let releaseCounts = () => {};
    countsHeld = new Promise((resolve) => (releaseCounts = resolve));
    renderWithQueries(<NoticesTab />);
    const status = screen.getByRole("combobox", { name: "Status" });
    await waitFor(() => expect(noticeLists().at(-1)).toContain("status=all"));
    expect(status.textContent).toBe("All");

    await user.click(status);
    await user.click(await screen.findByRole("option", { name: "All" }));
    releaseCounts();
    expect((await screen.findByTestId("stat-pendingNotices")).textContent).toBe("2");
    expect(status.textContent).toBe("All");
    expect(noticeLists().some((path) => path.includes("status=pending"))).toBe(false);
  });
});
