import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { InviteDialog } from "./invite-dialog";

let api: ReturnType<typeof interceptApi> | undefined;
afterEach(() => api?.stop());

describe("Invite someone to the team", () => {
  it("refuses an address that is not one, on its field, and sends nothing", async () => {
    const user = userEvent.setup();
    api = interceptApi(() => ({ json: {} }));
    renderWithQueries(<InviteDialog open onOpenChange={() => undefined} />);
    const email = screen.getByLabelText("E-mail address");
    await user.type(email, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("invite-email-error");
    expect(api.sent).toEqual([]);
  });

  it("sends the trimmed address with the role chosen (moderator unless changed), and closes", async () => {
    const user = userEvent.setup();
    api = interceptApi(() => ({ status: 201, json: { id: 3, email: "sam@example.org", role: "moderator" } }));
    const closed: boolean[] = [];
    renderWithQueries(<InviteDialog open onOpenChange={(open) => closed.push(open)} />);
    const role = screen.getByRole("combobox", { name: "Role" });
    expect(role.textContent).toBe("Moderator");
    expect(role.getAttribute("aria-describedby")).toBe("invite-role-hint");
    await user.type(screen.getByLabelText("E-mail address"), "  sam@example.org ");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    await waitFor(() => expect(closed).toEqual([false]));
    expect(api.sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: "POST",
        path: "/api/admin/team/invitations",
        body: { email: "sam@example.org", role: "moderator" },
      },
    ]);
  });

  it("shows the server's message on the field it names (a 400 of the route's own schema)", async () => {
    const user = userEvent.setup();
    api = interceptApi(() => ({
      status: 400,
      json: { message: "Please choose a role", errors: { role: "Please choose a role" } },
    }));
    renderWithQueries(<InviteDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText("E-mail address"), "sam@example.org");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    const role = screen.getByRole("combobox", { name: "Role" });
    await waitFor(() =>
      expect(role.getAttribute("aria-describedby")).toBe("invite-role-error invite-role-hint"),
    );
    expect(document.getElementById("invite-role-error")?.textContent).toBe("Please choose a role");
  });
});
