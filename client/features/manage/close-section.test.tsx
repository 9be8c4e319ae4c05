import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ManagedNotice } from "@common/manage-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { CloseSection } from "./close-section";

const notice = {
  id: 9,
  title: "Oak table",
  category: "items_for_sale",
  state: "live",
  actions: { edit: true, renew: false, close: true, reopen: false, delete: true },
} as unknown as ManagedNotice;

const api = interceptApi(() => ({ json: notice }));
afterEach(() => {
  cleanup();
  api.sent.length = 0;
});
afterAll(api.stop);

describe("closing a notice from the manage page", () => {
  it("asks first, then offers Undo, which reopens it", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(
      <>
        <CloseSection token="secret" notice={notice} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Mark as sold" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark as sold?" });
    expect(dialog.textContent).toContain("reopen it from this page for 24 hours");
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Mark as sold" }));
    expect(await screen.findByText("Notice closed")).toBeTruthy();
    expect(api.sent).toMatchObject([
      { method: "POST", path: "/api/manage/secret/close", body: { outcome: "sold" } },
    ]);

    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(api.sent.at(-1)).toMatchObject({ method: "POST", path: "/api/manage/secret/reopen" }),
    );
    expect(await screen.findByText("Notice reopened")).toBeTruthy();
  });
});
