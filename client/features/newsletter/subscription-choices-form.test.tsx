import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Subscription } from "@common/subscriber-schemas";
import { FREQUENCY_LABELS } from "@common/subscriber-choices";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { SubscriptionChoicesForm } from "./subscription-choices-form";

const TOKEN = "m4n4g3-t0k3n-0123456789abcdef";
const subscription: Subscription = {
  email: "reader@example.org",
  isActive: true,
  locations: ["ludlow"],
  categories: [],
  frequency: "daily",
};

let answer: { status?: number; json: unknown } | null = null;
const api = interceptApi(({ body }) => answer ?? { json: { ...subscription, ...(body as object) } });
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  answer = null;
});
afterAll(api.stop);

function renderForm() {
  const user = userEvent.setup();
  renderWithQueries(
    <>
      <SubscriptionChoicesForm token={TOKEN} subscription={subscription} />
      <Toaster />
    </>,
  );
  const form = screen.getByRole("form", { name: "Your choices" });
  const box = (name: string) => within(form).getByRole<HTMLInputElement>("checkbox", { name });
  const radio = (name: string) => within(form).getByRole<HTMLInputElement>("radio", { name });
  return { user, form, box, radio };
}

describe("a subscriber changes their newsletter choices", () => {
  it("starts from the choices saved, and offers no All Shropshire box (always included)", () => {
    const { form, box, radio } = renderForm();
    expect(radio(FREQUENCY_LABELS.daily).checked).toBe(true);
    expect(box("Ludlow").checked).toBe(true);
    expect(box("Jobs").checked).toBe(false);
    expect(within(form).queryByRole("checkbox", { name: "All Shropshire" })).toBeNull();
    expect(
      within(form).getByText("None ticked: every town. Notices for all of Shropshire are always included."),
    ).toBeTruthy();
  });

  it("sends every choice with PATCH, says the next e-mail follows them, and keeps them ticked", async () => {
    const { user, form, box, radio } = renderForm();
    await user.click(radio(FREQUENCY_LABELS.weekly));
    box("Jobs").focus();
    await user.keyboard(" ");
    await user.click(box("Shrewsbury"));
    await user.click(box("Ludlow"));
    await user.click(within(form).getByRole("button", { name: "Save choices" }));

    expect(await screen.findByText("Choices saved")).toBeTruthy();
    expect(screen.getByText("Your next e-mail follows your new choices.")).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: "PATCH",
        path: `/api/subscription/${TOKEN}`,
        body: { locations: ["shrewsbury"], categories: ["jobs"], frequency: "weekly" },
      },
    ]);
    expect(radio(FREQUENCY_LABELS.weekly).checked).toBe(true);
    expect([box("Jobs").checked, box("Shrewsbury").checked, box("Ludlow").checked]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("shows what the server saved: a town it dropped is unticked", async () => {
    answer = { json: { ...subscription, locations: [], categories: [], frequency: "daily" } };
    const { user, form, box } = renderForm();
    await user.click(within(form).getByRole("button", { name: "Save choices" }));
    expect(await screen.findByText("Choices saved")).toBeTruthy();
    await waitFor(() => expect(box("Ludlow").checked).toBe(false));
  });

  it.each([
    [400, "Please choose towns from the list"],
    [404, "This link is not valid any more"],
  ])("shows a %i refusal's message in a toast and keeps the boxes ticked", async (status, message) => {
    answer = { status, json: { message } };
    const { user, form, box, radio } = renderForm();
    await user.click(radio(FREQUENCY_LABELS.weekly));
    await user.click(box("Jobs"));
    await user.click(within(form).getByRole("button", { name: "Save choices" }));

    expect(await screen.findByText("Failed to save choices")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(radio(FREQUENCY_LABELS.weekly).checked).toBe(true);
    expect([box("Jobs").checked, box("Ludlow").checked]).toEqual([true, true]);
    expect(within(form).getByRole<HTMLButtonElement>("button", { name: "Save choices" }).disabled).toBe(
      false,
    );
  });
});
