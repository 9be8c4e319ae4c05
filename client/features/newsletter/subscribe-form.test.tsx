import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { SubscribeForm } from "./subscribe-form";

// The server's answer keeps the spec's words; the toast must not repeat them before the address is confirmed.
const api = interceptApi(() => ({ status: 201, json: { message: "Subscription successful" } }));
afterEach(cleanup);
afterAll(api.stop);

describe("newsletter sign-up", () => {
  it("asks the reader to confirm by e-mail, and does not say the subscription succeeded", async () => {
    const user = userEvent.setup();
    renderWithQueries(
      <>
        <SubscribeForm idPrefix="footer" />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText("Email address"), "reader@example.org");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Check your e-mail to confirm")).toBeTruthy();
    expect(screen.queryByText("Subscription successful")).toBeNull();
    expect(api.sent).toMatchObject([{ method: "POST", path: "/api/subscribe" }]);
  });
});
