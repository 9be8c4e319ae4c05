import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import type { AdminNotice } from "@common/notice-types";
import { NoticesTab } from "./notices-tab";
import { dresser as savedDresser } from "@/test/admin-notice";

const dresser: AdminNotice = { ...savedDresser, imageUrl: "/uploads/dresser.webp" };

const emptyList = { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };

/** The counts and lists answer at once unless a test holds them back (a slow server) until it lets them go. */
let countsHeld: Promise<void> | null = null;
let listsHeld: Promise<void> | null = null;
let listed: AdminNotice[] = [];
const api = interceptApi(async ({ method, path, body }) => {
  if (method === "PATCH") return { json: { ...listed[0], ...(body as object), imageUrl: null } };
  if (!path.startsWith("/api/admin/stats")) {
    await listsHeld;
    return {
      json: listed.length
        ? { ...emptyList, data: listed, pagination: { ...emptyList.pagination, total: 1 } }
        : emptyList,
    };
  }
  await countsHeld;
  return { json: { totalNotices: 5, pendingNotices: 2, activeNotices: 3, expiredNotices: 0 } };
});
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  countsHeld = null;
  listsHeld = null;
  listed = [];
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

  it("opens a notice just saved as it was saved, before the list's refresh answers", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    listed = [dresser];
    renderWithQueries(<NoticesTab />);
    await user.click((await screen.findAllByRole("button", { name: 'Edit "Pine dresser"' }))[0]);
    const dialog = screen.getByRole("dialog", { name: "Edit Notice" });
    await user.click(within(dialog).getByRole("button", { name: "Remove image" }));
    listsHeld = new Promise(() => {});
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Notice" })).toBeNull());

    await user.click(screen.getAllByRole("button", { name: 'Edit "Pine dresser"' })[0]);
    expect(within(screen.getByRole("dialog", { name: "Edit Notice" })).getByText("No image")).toBeTruthy();
  });
});
