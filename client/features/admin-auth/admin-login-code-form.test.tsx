import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { AdminLoginCodeForm } from "./admin-login-code-form";
import { description } from "@/test/description";

/** The server's answer to the next POST /api/admin/login/mfa. */
let codeAnswer: { status?: number; json: unknown } | "unreachable" = { json: { username: "morgan" } };
const api = interceptApi(({ path }) => {
  if (path !== "/api/admin/login/mfa") return { status: 503, json: { message: "Not in this test" } };
  if (codeAnswer === "unreachable") throw new TypeError("Failed to fetch");
  return codeAnswer;
});
afterEach(() => {
  api.sent.length = 0;
  codeAnswer = { json: { username: "morgan" } };
});
afterAll(api.stop);

const HINT = "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";

function renderForm() {
  const user = userEvent.setup();
  const calls = { loggedIn: 0, restarted: 0 };
  renderWithQueries(
    <>
      <AdminLoginCodeForm onLoggedIn={() => (calls.loggedIn += 1)} onRestart={() => (calls.restarted += 1)} />
      <Toaster />
    </>,
  );
  return { user, calls, code: screen.getByLabelText("Authentication code") };
}

/** The login's second step for an admin with two-factor sign-in (AdminMfaCodeSchema). */
describe("the login's code step", () => {
  // The same as tests/e2e/admin-mfa.spec.ts "a moderator turns on two-factor sign-in…": the code field has the focus,
  // and Verify with nothing typed asks for the code.
  it("takes the keyboard, asks for the code beneath its hint, refuses one too long, and sends nothing", async () => {
    const { user, calls, code } = renderForm();
    expect(screen.getByRole("heading", { name: "Two-factor sign-in" })).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(description(code)).toBe(HINT);

    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the code from your authenticator app")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(description(code)).toBe(`Enter the code from your authenticator app ${HINT}`);

    await user.click(code);
    await user.paste("x".repeat(65));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(description(code)).toBe(`That code is too long ${HINT}`));
    expect(api.sent).toEqual([]);
    expect(calls).toEqual({ loggedIn: 0, restarted: 0 });
  });

  // The same as that journey's code, Enter, then the "Login successful" toast.
  it("sends the trimmed code on Enter, says the login succeeded and opens the dashboard", async () => {
    const { user, calls, code } = renderForm();
    await user.type(code, "  4821-9fk2-77qa {Enter}");
    expect(await screen.findByText("Login successful")).toBeTruthy();
    expect(screen.getByText("Welcome to the admin dashboard.")).toBeTruthy();
    expect(api.sent).toEqual([
      { method: "POST", path: "/api/admin/login/mfa", body: { code: "4821-9fk2-77qa" } },
    ]);
    expect(calls).toEqual({ loggedIn: 1, restarted: 0 });
  });

  // The same as tests/e2e/admin-mfa.spec.ts "…recovery code, which then works no more": the alert, then Start again.
  it("shows a refused code in an alert, keeps it, and Start again goes back to the password", async () => {
    codeAnswer = { status: 401, json: { message: "That code is not right. Please try again." } };
    const { user, calls, code } = renderForm();
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That code is not right. Please try again.");
    expect((code as HTMLInputElement).value).toBe("000000");
    expect(calls.loggedIn).toBe(0);

    await user.click(screen.getByRole("button", { name: "Start again" }));
    expect(calls.restarted).toBe(1);
  });

  it("after a timed-out sign-in offers only Enter password again", async () => {
    codeAnswer = {
      status: 401,
      json: { message: "Your sign-in has timed out. Please enter your password again." },
    };
    const { user, calls, code } = renderForm();
    await user.type(code, "123456{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your sign-in has timed out. Please enter your password again.",
    );
    expect(screen.queryByRole("button", { name: "Verify" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start again" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Enter password again" }));
    expect(calls).toEqual({ loggedIn: 0, restarted: 1 });
  });

  it("says the code could not be checked when the server is out of reach", async () => {
    codeAnswer = "unreachable";
    const { user, code } = renderForm();
    await user.type(code, "123456{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not check the code. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Verify" })).toBeTruthy();
  });
});
