import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ContactSellerDialog } from "./contact-seller-dialog";

/**
 * The Contact Seller form's rules in the dialog (product-spec.md §5: "Contact seller: name min 2 ("Name must be at
 * least 2 characters"); valid email; message min 10 ("Message must be at least 10 characters")"). They were the first
 * step of notice.spec's "a notice page shows the notice and relays a message to the poster"; the journey keeps the
 * message's way to the poster's mailbox.
 */
function openDialog() {
  const fetched = vi.spyOn(globalThis, "fetch");
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactSellerDialog notice={{ id: 7, title: "Oak dining table" }} open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Contact Seller" });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const send = () => userEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
  return { dialog, field, send, fetched };
}

/** The message shown beneath a field, read the way a screen reader reaches it: through aria-describedby. */
function messageOf(field: HTMLElement): string | null {
  const ids = field.getAttribute("aria-describedby");
  return ids
    ? ids
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
    : null;
}

describe("the Contact Seller dialog", () => {
  it("sends nothing when empty, and says beneath each field what is wrong, in the spec's words", async () => {
    const { field, send, fetched } = openDialog();
    await send();
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(messageOf(field("Your name"))).toBe("Name must be at least 2 characters");
    expect(messageOf(field("Your email"))).toBe("Please enter a valid email address");
    expect(messageOf(field("Message"))).toBe("Message must be at least 10 characters");
    for (const label of ["Your name", "Your email", "Message"])
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
    expect(fetched).not.toHaveBeenCalled();
  });

  it("counts a name and a message without their spaces, and wants a whole e-mail address", async () => {
    const { field, send, fetched } = openDialog();
    await userEvent.type(field("Your name"), "  M  ");
    await userEvent.type(field("Your email"), "megan@");
    await userEvent.type(field("Message"), "   Still for   "); // 9 characters once trimmed
    await send();
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(messageOf(field("Your email"))).toBe("Please enter a valid email address");
    expect(messageOf(field("Message"))).toBe("Message must be at least 10 characters");
    expect(fetched).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as it is put right", async () => {
    const { field, send } = openDialog();
    await send();
    await screen.findByText("Name must be at least 2 characters");
    await userEvent.type(field("Your name"), "Megan Price");
    expect(messageOf(field("Your name"))).toBeNull();
    expect(field("Your name").getAttribute("aria-invalid")).toBeNull();
    expect(messageOf(field("Message"))).toBe("Message must be at least 10 characters");
  });
});
