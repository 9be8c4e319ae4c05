import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { MfaEnrolDialog } from "./mfa-enrol-dialog";
import { description } from "@/test/description";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const SETUP = { method: "POST", path: "/api/admin/mfa/setup", body: null };
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);
const WRONG_CODE = "That code is not right. Check the time on your phone is correct and try again.";

/** The server's answer to the next POST /api/admin/mfa/enable. */
let enableAnswer: { status?: number; json: unknown } = { json: { recoveryCodes: RECOVERY_CODES } };
const api = interceptApi(({ path }) => {
  if (path === "/api/admin/mfa/setup")
    return { json: { secret: SECRET, otpauthUri: `otpauth://totp/Noticeboard:morgan?secret=${SECRET}` } };
  if (path === "/api/admin/mfa/enable") return enableAnswer;
  return { status: 503, json: { message: "Not in this test" } };
});
afterEach(() => {
  api.sent.length = 0;
  enableAnswer = { json: { recoveryCodes: RECOVERY_CODES } };
});
afterAll(api.stop);

/** The enrolment dialog, open, once its new secret has come: the confirmation form is in it. */
async function openEnrolment() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithQueries(
    <>
      <MfaEnrolDialog open onOpenChange={() => undefined} />
      <Toaster />
    </>,
  );
  const dialog = screen.getByRole("dialog", { name: "Set up two-factor sign-in" });
  expect((await within(dialog).findByTestId("mfa-secret")).textContent).toBe(SECRET);
  return { user, dialog, code: within(dialog).getByLabelText("Code from your app") };
}

/** The form that turns two-factor sign-in on with the app's first code (AdminMfaCodeSchema), in its dialog. */
describe("the two-factor confirmation form", () => {
  it("asks for the code beneath its field, refuses one too long, and sends nothing", async () => {
    const { user, dialog, code } = await openEnrolment();
    await user.click(within(dialog).getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(await within(dialog).findByText("Enter the code from your authenticator app")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(description(code)).toBe("Enter the code from your authenticator app");

    await user.type(code, "   ");
    await user.keyboard("{Enter}");
    expect(description(code)).toBe("Enter the code from your authenticator app");

    await user.clear(code);
    await user.click(code);
    await user.paste("9".repeat(65));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(description(code)).toBe("That code is too long"));
    expect(api.sent).toEqual([SETUP]);
  });

  // The same as the end of tests/e2e/admin-mfa.spec.ts enrol(): the right code leads to "Save your recovery codes".
  it("sends the trimmed code, then shows the ten recovery codes in its place with the toast", async () => {
    const { user, dialog, code } = await openEnrolment();
    await user.type(code, " 123456 ");
    await user.click(within(dialog).getByRole("button", { name: "Turn on two-factor sign-in" }));

    const saved = await screen.findByRole("dialog", { name: "Save your recovery codes" });
    const items = within(within(saved).getByRole("list", { name: "Recovery codes" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(within(saved).queryByLabelText("Code from your app")).toBeNull();
    expect(await screen.findByText("Two-factor sign-in is on")).toBeTruthy();
    expect(api.sent).toEqual([
      SETUP,
      { method: "POST", path: "/api/admin/mfa/enable", body: { code: "123456" } },
    ]);
  });

  // The same as tests/e2e/admin-mfa.spec.ts enrol(): a wrong code shows "That code is not right…" in the dialog.
  it("shows the server's refusal of a wrong code on the field, keeping the code to correct", async () => {
    enableAnswer = { status: 400, json: { message: WRONG_CODE, errors: { code: WRONG_CODE } } };
    const { user, code } = await openEnrolment();
    await user.type(code, "000000{Enter}");

    await waitFor(() => expect(description(code)).toBe(WRONG_CODE));
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect((code as HTMLInputElement).value).toBe("000000");
    expect(screen.queryByRole("dialog", { name: "Save your recovery codes" })).toBeNull();
  });
});
