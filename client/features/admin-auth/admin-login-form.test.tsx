import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { AdminLoginForm } from "./admin-login-form";
import { description } from "@/test/description";

const api = interceptApi(({ path }) =>
  path === "/api/admin/login"
    ? { status: 401, json: { message: "Invalid username or password" } }
    : { status: 503, json: { message: "Not in this test" } },
);
afterEach(() => void (api.sent.length = 0));
afterAll(api.stop);

// Replaces the first step of tests/e2e/admin.spec.ts "the login form asks for both fields, shows a refused login, then
// opens the dashboard" (the journey keeps the refused login, which the dashboard then lists, and the sign-in).
describe("the admin login form", () => {
  it("asks for both fields beneath them, and sends nothing", async () => {
    const user = userEvent.setup();
    let loggedIn = false;
    renderWithQueries(<AdminLoginForm onLoggedIn={() => (loggedIn = true)} />);
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(description(screen.getByLabelText("Username"))).toBe("Username is required");
    expect(description(screen.getByLabelText("Password"))).toBe("Password is required");
    expect(api.sent).toEqual([]);
    expect(loggedIn).toBe(false);
  });

  it("shows a refused login in an alert and stays on the form", async () => {
    const user = userEvent.setup();
    let loggedIn = false;
    renderWithQueries(<AdminLoginForm onLoggedIn={() => (loggedIn = true)} />);
    await user.type(screen.getByLabelText("Username"), "moderator");
    await user.type(screen.getByLabelText("Password"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Invalid username or password");
    expect(api.sent).toMatchObject([
      {
        method: "POST",
        path: "/api/admin/login",
        body: { username: "moderator", password: "not-the-password" },
      },
    ]);
    expect(loggedIn).toBe(false);
  });
});
