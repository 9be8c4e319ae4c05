import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WEAK_PASSWORD } from "@common/admin-password-rule";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { InvitationForm } from "./invitation-form";
import { description } from "@/test/description";

const TOKEN = "a".repeat(43);
const ACCEPT = `/api/admin/invitations/${TOKEN}/accept`;
const TAKEN = "That username is taken. Please choose another.";
const USED = "This invitation has already been used. Sign in instead.";

/** The server's answer to the next POST …/accept. */
let acceptAnswer: { status?: number; json: unknown } = { status: 201, json: { username: "mod-ruth" } };
const api = interceptApi(({ path }) =>
  path === ACCEPT ? acceptAnswer : { status: 503, json: { message: "Not in this test" } },
);
afterEach(() => {
  api.sent.length = 0;
  acceptAnswer = { status: 201, json: { username: "mod-ruth" } };
});
afterAll(api.stop);

const USERNAME_HINT =
  "At least 4 characters: letters, digits, dots, dashes or underscores. The team sees it in the history.";
const PASSWORD_HINT = "At least 12 characters, not a common one, without your username or the board's name.";

function renderForm() {
  const user = userEvent.setup();
  let joined = 0;
  renderWithQueries(<InvitationForm token={TOKEN} onJoined={() => (joined += 1)} />);
  return {
    user,
    joined: () => joined,
    username: screen.getByLabelText<HTMLInputElement>("Username"),
    password: screen.getByLabelText<HTMLInputElement>("Password"),
  };
}

/** What a person invited to the team fills in to join (InvitationAcceptInputSchema), before the server's own check. */
describe("the invitation's account form", () => {
  it("asks for both fields beneath them, before their hints, and sends nothing", async () => {
    const { user, joined, username, password } = renderForm();
    expect(description(username)).toBe(USERNAME_HINT);
    await user.click(screen.getByRole("button", { name: "Create my account" }));
    expect(await screen.findByText("Username must be at least 4 characters")).toBeTruthy();
    expect(username.getAttribute("aria-describedby")).toBe(
      "invitation-username-error invitation-username-hint",
    );
    expect(description(username)).toBe(`Username must be at least 4 characters ${USERNAME_HINT}`);
    expect(description(password)).toBe(`${WEAK_PASSWORD} ${PASSWORD_HINT}`);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(api.sent).toEqual([]);
    expect(joined()).toBe(0);
  });

  it.each([
    [
      "a username with a space",
      "mod ruth",
      "wrekin ferry lantern 42",
      "username",
      "Use letters, digits, dots, dashes or underscores",
    ],
    ["a password under 12 characters", "mod-ruth", "short pass", "password", WEAK_PASSWORD],
    ["a password holding the username", "ruthie", "my name is RUTHIE ok", "password", WEAK_PASSWORD],
    ["a password holding the board's name", "mod-ruth", "I love Shropshire hills", "password", WEAK_PASSWORD],
  ] as const)("refuses %s on its field", async (_, name, secret, field, message) => {
    const { user, username, password } = renderForm();
    await user.type(username, name);
    await user.type(password, `${secret}{Enter}`);
    const control = field === "username" ? username : password;
    await waitFor(() => expect(control.getAttribute("aria-invalid")).toBe("true"));
    expect(description(control).startsWith(`${message} `)).toBe(true);
    expect(api.sent).toEqual([]);
  });

  it("sends the trimmed username and the password to the link's token, then hands on to enrolment", async () => {
    const { user, joined, username, password } = renderForm();
    await user.type(username, " mod-ruth ");
    await user.type(password, "wrekin ferry lantern 42{Enter}");
    await waitFor(() => expect(joined()).toBe(1));
    expect(api.sent).toEqual([
      { method: "POST", path: ACCEPT, body: { username: "mod-ruth", password: "wrekin ferry lantern 42" } },
    ]);
  });

  // The same as tests/e2e/team.spec.ts "an admin invites a moderator…": "password123456" is refused on its field.
  it.each([
    ["a common password (400)", 400, WEAK_PASSWORD, { password: WEAK_PASSWORD }, "password"],
    ["a username taken (409)", 409, TAKEN, { username: TAKEN }, "username"],
  ] as const)(
    "shows the server's refusal of %s on its field, keeping both",
    async (_, status, message, errors, field) => {
      acceptAnswer = { status, json: { message, errors } };
      const { user, joined, username, password } = renderForm();
      await user.type(username, "mod-ruth");
      await user.type(password, "password123456{Enter}");
      const control = field === "username" ? username : password;
      await waitFor(() => expect(control.getAttribute("aria-invalid")).toBe("true"));
      expect(description(control).startsWith(`${message} `)).toBe(true);
      expect(screen.queryByRole("alert")).toBeNull();
      expect([username.value, password.value]).toEqual(["mod-ruth", "password123456"]);
      expect(joined()).toBe(0);
    },
  );

  it("shows a refusal that names no field (a spent link, 410) in an alert, keeping both", async () => {
    acceptAnswer = { status: 410, json: { message: USED } };
    const { user, joined, username, password } = renderForm();
    await user.type(username, "mod-ruth");
    await user.type(password, "wrekin ferry lantern 42{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(USED);
    expect([username.value, password.value]).toEqual(["mod-ruth", "wrekin ferry lantern 42"]);
    expect(joined()).toBe(0);
  });
});
