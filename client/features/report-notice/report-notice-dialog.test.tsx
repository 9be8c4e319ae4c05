import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { interceptApi } from "@/test/intercept-api";
import { ReportNoticeDialog } from "./report-notice-dialog";

const api = interceptApi(() => ({ status: 201, json: { message: "Thank you" } }));
afterEach(() => {
  cleanup();
  api.sent.length = 0;
});
afterAll(api.stop);

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportNoticeDialog noticeId={4} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe("Report this notice", () => {
  it("asks for details of a scam, but not for a notice that is already sold or gone", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("radio", { name: "Scam or fraud" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Details must be at least 5 characters")).toBeTruthy();
    expect(screen.getByLabelText("Details")).toBeTruthy();
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Already sold or gone" }));
    expect(screen.getByLabelText("Details (optional)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: "POST", path: "/api/notices/4/report", body: { reason: "gone", details: "" } },
      ]),
    );
    expect(screen.queryByText("Details must be at least 5 characters")).toBeNull();
  });
});
