import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  ALERT_MODE_LABELS,
  DEFAULT_ALERT_PREFERENCES,
  WAIT_HOURS_MESSAGE,
} from "@common/queue-alert-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { QueueAlertsCard } from "./queue-alerts-card";

let refusal: { status: number; json: unknown } | null = null;
const api = interceptApi(({ method, body }) => {
  if (method === "GET") return { json: DEFAULT_ALERT_PREFERENCES };
  return refusal ?? { json: body };
});
const saves = () => api.sent.filter((r) => r.method !== "GET");
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  refusal = null;
});
afterAll(api.stop);

/** The card as the dashboard shows it, with nothing saved yet, switched to "an alert when a notice waits" by keys. */
async function openWaitingAlert() {
  const user = userEvent.setup();
  renderWithQueries(
    <>
      <QueueAlertsCard />
      <Toaster />
    </>,
  );
  const card = await screen.findByRole("region", { name: "Queue alerts" });
  const none = await within(card).findByRole<HTMLInputElement>("radio", { name: ALERT_MODE_LABELS.none });
  expect(none.checked).toBe(true);
  expect(within(card).queryByLabelText("Email address for these mails")).toBeNull();
  none.focus();
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(within(card).getByRole<HTMLInputElement>("radio", { name: ALERT_MODE_LABELS.waiting }).checked).toBe(
    true,
  );
  return {
    user,
    card,
    email: within(card).getByLabelText<HTMLInputElement>("Email address for these mails"),
    hours: within(card).getByLabelText<HTMLInputElement>("When a notice has waited more than (hours)"),
  };
}

describe("the dashboard's Queue alerts card", () => {
  it("asks for the address once a mail is chosen, beneath the field and read with it, and sends nothing", async () => {
    const { user, email } = await openWaitingAlert();
    await user.type(email, "{Enter}");

    const message = "Please enter the email address for your alerts";
    expect((await screen.findByText(message)).id).toBe("alert-email-error");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("alert-email-error");
    expect(saves()).toEqual([]);
  });

  it.each([
    ["email", "not an address", "Please enter a valid email address"],
    ["hours", "0", WAIT_HOURS_MESSAGE],
    ["hours", "169", WAIT_HOURS_MESSAGE],
    ["hours", "1.5", WAIT_HOURS_MESSAGE],
    ["hours", "", WAIT_HOURS_MESSAGE],
  ] as const)("refuses %s %j with “%s” on that field", async (name, typed, message) => {
    const { user, card, email, hours } = await openWaitingAlert();
    await user.type(email, "volunteer@example.org");
    const field = name === "email" ? email : hours;
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(within(card).getByRole("button", { name: "Save queue alerts" }));

    const id = name === "email" ? "alert-email-error" : "alert-hours-error";
    expect((await within(card).findByText(message)).id).toBe(id);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(id);
    expect(saves()).toEqual([]);
  });

  it("saves the address, the hours and the ticked towns and categories, and says so", async () => {
    const { user, card, email, hours } = await openWaitingAlert();
    expect(hours.value).toBe("12");
    await user.type(email, "volunteer@example.org");
    await user.clear(hours);
    await user.type(hours, "6");
    const towns = within(card).getByRole("group", { name: "Only notices in these towns" });
    within(towns).getByRole("checkbox", { name: "Ludlow" }).focus();
    await user.keyboard(" ");
    const categories = within(card).getByRole("group", { name: "Only notices in these categories" });
    await user.click(within(categories).getByRole("checkbox", { name: "Jobs" }));
    await user.click(within(card).getByRole("button", { name: "Save queue alerts" }));

    expect(await screen.findByText("Queue alerts saved")).toBeTruthy();
    expect(saves()).toEqual([
      {
        method: "PUT",
        path: "/api/admin/alert-preferences",
        body: {
          mode: "waiting",
          email: "volunteer@example.org",
          waitHours: 6,
          towns: ["ludlow"],
          categories: ["jobs"],
        },
      },
    ]);
  });

  it("hides the hours for a daily summary, and no mail needs no address", async () => {
    const { user, card } = await openWaitingAlert();
    await user.click(within(card).getByRole("radio", { name: ALERT_MODE_LABELS.daily }));
    expect(within(card).queryByLabelText("When a notice has waited more than (hours)")).toBeNull();
    await user.click(within(card).getByRole("radio", { name: ALERT_MODE_LABELS.none }));
    expect(within(card).queryByLabelText("Email address for these mails")).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Save queue alerts" }));

    expect(await screen.findByText("Queue alerts saved")).toBeTruthy();
    expect(saves()).toEqual([
      { method: "PUT", path: "/api/admin/alert-preferences", body: DEFAULT_ALERT_PREFERENCES },
    ]);
  });

  it("puts the server's refusal on its field and in a toast, keeping what was typed", async () => {
    refusal = {
      status: 400,
      json: {
        message: "Please enter a valid email address",
        errors: { email: "Please enter a valid email address" },
      },
    };
    const { user, card, email, hours } = await openWaitingAlert();
    await user.type(email, "volunteer@example.org");
    await user.click(within(card).getByRole("button", { name: "Save queue alerts" }));

    expect(await screen.findByText("Failed to save queue alerts")).toBeTruthy();
    expect(document.getElementById("alert-email-error")?.textContent).toBe(
      "Please enter a valid email address",
    );
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.value).toBe("volunteer@example.org");
    expect(hours.value).toBe("12");
    expect(saves()).toHaveLength(1);
  });
});
