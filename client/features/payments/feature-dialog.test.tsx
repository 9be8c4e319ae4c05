import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { FeatureDialog } from "./feature-dialog";

/** The server's answer to the next checkout request. */
let checkoutAnswer: { status: number; json: unknown } | "unreachable" = { status: 200, json: {} };
const api = interceptApi(({ path }) => {
  if (!path.startsWith("/api/payment/create-checkout-session"))
    return { status: 503, json: { message: "Not in this test" } };
  if (checkoutAnswer === "unreachable") throw new TypeError("Failed to fetch");
  return checkoutAnswer;
});
afterEach(() => void (api.sent.length = 0));
afterAll(api.stop);

function openDialog(category: string) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithQueries(
    <>
      <FeatureDialog
        notice={{ id: 12, title: "Corvedale Bakery", category }}
        open
        onOpenChange={() => undefined}
      />
      <Toaster />
    </>,
  );
  return { user, dialog: screen.getByRole("dialog", { name: "Feature your notice" }) };
}

describe("the Feature dialog", () => {
  // Replaces the first steps of tests/e2e/payments.spec.ts "a local business picks a tier…": the three tiers, none
  // chosen, and Proceed without one asks nothing of the server.
  it("offers a local business three tiers, none chosen, and asks for one before anything is sent", async () => {
    const { user, dialog } = openDialog("local_businesses");
    const tiers = within(dialog).getAllByRole("radio");
    expect(tiers.map((t) => t.closest("label")!.textContent)).toEqual([
      "2 weeks — £1014 days",
      "3 months — £5090 days",
      "1 year — £80365 days",
    ]);
    for (const tier of tiers) expect(tier).toHaveProperty("checked", false);
    await user.click(within(dialog).getByRole("button", { name: "Proceed to payment" }));
    expect(await screen.findByText("Please select a tier")).toBeTruthy();
    expect(screen.getByText("Select a feature duration to continue.")).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  // Replaces tests/e2e/payments.spec.ts "a checkout the server refuses shows the spec's failure toast, not the
  // server's wording" (the refusal itself, a notice already featured: server/payments/payment-checkout.test.ts "answers 409 for an already featured notice").
  it("shows the spec's failure toast, not the server's wording, when the server refuses the checkout", async () => {
    checkoutAnswer = { status: 409, json: { message: "This notice is already featured" } };
    const { user, dialog } = openDialog("jobs");
    expect(within(dialog).getByText("£10 for 14 days")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Proceed to payment" }));
    expect(await screen.findByText("Payment setup failed")).toBeTruthy();
    expect(screen.getByText("Failed to create checkout session")).toBeTruthy();
    expect(screen.queryByText("This notice is already featured")).toBeNull();
    expect(api.sent).toMatchObject([
      { method: "POST", path: "/api/payment/create-checkout-session?noticeId=12&featureDuration=14" },
    ]);
  });

  // Replaces the checkout failures of tests/e2e/dead-ends.spec.ts "the Feature button shows only on a live notice, and
  // checkout failures use the spec's texts": a payment provider's failure and a server out of reach.
  it.each([
    [
      "the server answers 502 with the provider's wording",
      { status: 502, json: { message: "Stripe said no: card_declined internal detail" } },
      "Failed to create checkout session",
    ],
    [
      "the server cannot be reached",
      "unreachable" as const,
      "Could not set up payment. Please try again later.",
    ],
  ])("says what the spec says when %s", async (_name, answer, description) => {
    checkoutAnswer = answer;
    const { user, dialog } = openDialog("items_for_sale");
    await user.click(within(dialog).getByRole("button", { name: "Proceed to payment" }));
    expect(await screen.findByText("Payment setup failed")).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.queryByText(/internal detail/)).toBeNull();
  });
});
