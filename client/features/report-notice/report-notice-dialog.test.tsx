import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { ReportNoticeDialog } from "./report-notice-dialog";

const api = interceptApi(() => ({ status: 201, json: { message: "Thank you" } }));
afterEach(() => {
  cleanup();
  api.sent.length = 0;
});
afterAll(api.stop);

function renderDialog(onOpenChange: (open: boolean) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportNoticeDialog noticeId={4} open onOpenChange={onOpenChange} />
      <Toaster />
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

  // Replaces the empty report of tests/e2e/notice.spec.ts "a visitor reports a notice with a reason and a few words,
  // and the moderator's queue has it" (the journey keeps the server's thanks and the report reaching the queue).
  it("sent empty asks for a reason and details; sent with both, thanks the visitor and closes", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const opened: boolean[] = [];
    renderDialog((open) => opened.push(open));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Please choose a reason")).toBeTruthy();
    expect(screen.getByText("Details must be at least 5 characters")).toBeTruthy();
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Scam or fraud" }));
    await user.type(screen.getByLabelText("Details"), "Asks for a deposit before anyone sees the puppy.");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    // The toast carries the server's words (the journey reads the real ones).
    expect(await screen.findByText("Notice reported")).toBeTruthy();
    expect(screen.getByText("Thank you")).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: "POST",
        path: "/api/notices/4/report",
        body: { reason: "scam", details: "Asks for a deposit before anyone sees the puppy." },
      },
    ]);
    expect(opened).toEqual([false]);
  });
});
