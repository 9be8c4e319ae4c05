import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MY_DATA_REQUEST_ANSWER } from "@common/manage-schemas";
import { interceptApi } from "@/test/intercept-api";
import { EmailLinkForm } from "./email-link-form";

let answer: { status?: number; json: unknown } = { status: 202, json: { message: MY_DATA_REQUEST_ANSWER } };
const api = interceptApi(() => answer);
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  answer = { status: 202, json: { message: MY_DATA_REQUEST_ANSWER } };
});
afterAll(api.stop);

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EmailLinkForm url="/api/my-data" submitLabel="Email me a link" />
    </QueryClientProvider>,
  );
}

/** "See or delete your data" and "Send me a new link": an address in, the server's one answer out. */
describe("the form that mails a link", () => {
  it("asks for a valid address before sending anything", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Your email address"), "not an address");
    await user.click(screen.getByRole("button", { name: "Email me a link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it("sends the address and shows the server's words in place of the form, whether it knows the address or not", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Your email address"), "poster@example.org");
    await user.click(screen.getByRole("button", { name: "Email me a link" }));
    expect((await screen.findByRole("status")).textContent).toBe(MY_DATA_REQUEST_ANSWER);
    expect(api.sent).toEqual([
      { method: "POST", path: "/api/my-data", body: { email: "poster@example.org" } },
    ]);
    expect(screen.queryByLabelText("Your email address")).toBeNull();
  });

  it("says why when the server refuses, and keeps the form to try again", async () => {
    answer = { status: 429, json: { message: "Too many requests. Please try again later." } };
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Your email address"), "poster@example.org");
    await user.click(screen.getByRole("button", { name: "Email me a link" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Too many requests. Please try again later."),
    );
    expect(screen.getByLabelText<HTMLInputElement>("Your email address").value).toBe("poster@example.org");
  });
});
