import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NO_PERMISSION } from "@common/team-schemas";
import { BACKUP_DEFAULTS, type BackupStatus } from "@common/backup-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { BackupCard } from "./backup-card";
import { description } from "@/test/description";

/** Written on a summer night, 01:05 UTC: 02:05 in London (BST); 5,662,310 bytes are 5.4 MB, 86,016 are 84 KB. */
const SUMMER_BACKUP = { at: "2026-07-14T01:05:00.000Z", path: "/data/backups/one.dump", bytes: 5_662_310 };
const NOW_BACKUP = { at: "2026-11-25T02:30:00.000Z", path: "/data/backups/two.dump", bytes: 86_016 };

let statusFails = false;
let status: BackupStatus = { settings: { ...BACKUP_DEFAULTS }, last: SUMMER_BACKUP, isStale: false };
/** The answers to the next PUT of the settings and POST of a backup. */
let saveAnswer: { status?: number; json: unknown } | undefined;
let runAnswer: { status?: number; json: unknown } | undefined;
const api = interceptApi(({ method, path, body }) => {
  if (method === "GET" && path === "/api/admin/backups")
    return statusFails ? { status: 500, json: { message: "Internal Server Error" } } : { json: status };
  if (method === "PUT" && path === "/api/admin/backups/settings") {
    if (saveAnswer) return saveAnswer;
    status = { ...status, settings: body as BackupStatus["settings"] };
    return { json: body };
  }
  if (method === "POST" && path === "/api/admin/backups") {
    if (runAnswer) return runAnswer;
    status = { ...status, last: NOW_BACKUP, isStale: false };
    return { status: 201, json: NOW_BACKUP };
  }
  return { status: 503, json: { message: "Not in this test" } };
});
afterEach(() => {
  api.sent.length = 0;
  status = { settings: { ...BACKUP_DEFAULTS }, last: SUMMER_BACKUP, isStale: false };
  saveAnswer = runAnswer = undefined;
  statusFails = false;
});
afterAll(api.stop);

/** The requests that change something, as "METHOD path body". */
const changes = () =>
  api.sent.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`);

/** The toast on screen: its title and description. */
const shownToast = () =>
  [...document.querySelectorAll('[data-slot="toast-title"], [data-slot="toast-description"]')].map(
    (part) => part.textContent,
  );

async function openCard() {
  const user = userEvent.setup();
  renderWithQueries(
    <>
      <BackupCard />
      <Toaster />
    </>,
  );
  const card = screen.getByRole("region", { name: "Backups" });
  await within(card).findByRole("button", { name: "Back up now" });
  return {
    user,
    card,
    time: within(card).getByLabelText<HTMLInputElement>("Nightly at (London time)"),
    keep: within(card).getByLabelText<HTMLInputElement>("Backups kept"),
  };
}

/** The dashboard's Backups card: the last backup, the nightly schedule (BackupSettingsSchema) and Back up now. */
describe("the Backups card", () => {
  it("shows the last backup's London time and size, and no warning while it is recent", async () => {
    const { card } = await openCard();
    expect(within(card).getByText("Last backup: 14 July 2026 at 02:05, 5.4 MB")).toBeTruthy();
    expect(within(card).queryByRole("alert")).toBeNull();
  });

  it.each([
    [
      "an old backup",
      SUMMER_BACKUP,
      "Last backup: 14 July 2026 at 02:05, 5.4 MB",
      "The last backup is more than 48 hours old: check the server's log, or back up now.",
    ],
    [
      "none at all",
      null,
      "No backup has been made yet.",
      "Back up now, and check that the nightly backup runs.",
    ],
  ])("warns when the last backup is stale: %s", async (_, last, line, warning) => {
    status = { ...status, last, isStale: true };
    const { card } = await openCard();
    expect(within(card).getByText(line)).toBeTruthy();
    expect(within(card).getByRole("alert").textContent).toBe(warning);
  });

  it("says so in one line when the status cannot be loaded", async () => {
    statusFails = true;
    renderWithQueries(<BackupCard />);
    const card = screen.getByRole("region", { name: "Backups" });
    expect(await within(card).findByText("Backup status could not be loaded.")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Back up now" })).toBeNull();
  });

  // The same as tests/e2e/backups.spec.ts: the defaults, then 0 refused with "Keep at least 1 backup".
  it("refuses a bad schedule beside its field, by keyboard, and sends nothing", async () => {
    const { user, time, keep } = await openCard();
    expect([time.value, keep.value]).toEqual(["02:30", "14"]);
    await user.tripleClick(keep);
    await user.keyboard("0{Enter}");
    await waitFor(() => expect(description(keep)).toBe("Keep at least 1 backup"));
    expect(keep.getAttribute("aria-invalid")).toBe("true");
    for (const [typed, message] of [
      ["366", "Keep at most 365 backups"],
      ["2.5", "Enter a whole number"],
      ["", "Enter how many backups to keep"],
    ]) {
      await user.clear(keep);
      await user.keyboard(`${typed}{Enter}`);
      await waitFor(() => expect(description(keep)).toBe(message));
    }
    await user.clear(time);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(description(time)).toBe("Enter a time as HH:MM (24-hour clock)"));
    expect(changes()).toEqual([]);
  });

  // The same as tests/e2e/backups.spec.ts: a good count saved from Save by keyboard, "Backup settings saved".
  it("saves a schedule set by keyboard alone: Tab, type, Tab to Save, Enter", async () => {
    const { user, card, time, keep } = await openCard();
    time.focus();
    await user.keyboard("{Control>}a{/Control}23:15");
    await user.tab();
    expect(document.activeElement).toBe(keep);
    await user.keyboard("{Control>}a{/Control}7");
    await user.tab();
    expect(document.activeElement).toBe(within(card).getByRole("button", { name: "Save" }));
    await user.keyboard("{Enter}");

    await waitFor(() => expect(shownToast()).toEqual(["Backup settings saved"]));
    expect(changes()).toEqual(['PUT /api/admin/backups/settings {"time":"23:15","keep":7}']);
    // Read again after the save: the card shows what the server now holds.
    await waitFor(() => expect(api.sent.filter((r) => r.method === "GET")).toHaveLength(2));
    expect([time.value, keep.value]).toEqual(["23:15", "7"]);
  });

  it("shows the server's refusal of a setting beside its field and in the failure toast, keeping the values", async () => {
    saveAnswer = {
      status: 400,
      json: { message: "Keep at most 365 backups", errors: { keep: "Keep at most 365 backups" } },
    };
    const { user, card, keep } = await openCard();
    await user.tripleClick(keep);
    await user.keyboard("30");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(shownToast()).toEqual(["Failed to save backup settings", "Keep at most 365 backups"]),
    );
    expect(description(keep)).toBe("Keep at most 365 backups");
    expect(keep.value).toBe("30");
  });

  // The same as tests/e2e/backups.spec.ts: Back up now by keyboard, "Backup written", then "Last backup: …, … KB".
  it("backs up now from the keyboard: the toast gives the size, and the card the new backup", async () => {
    const { user, card } = await openCard();
    within(card).getByRole("button", { name: "Back up now" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(shownToast()).toEqual(["Backup written", "84 KB"]));
    expect(changes()).toEqual(["POST /api/admin/backups {}"]);
    expect(await within(card).findByText("Last backup: 25 November 2026 at 02:30, 84 KB")).toBeTruthy();
  });

  it("says why when the backup is refused, and keeps the last one shown", async () => {
    runAnswer = { status: 403, json: { message: NO_PERMISSION } };
    const { user, card } = await openCard();
    await user.click(within(card).getByRole("button", { name: "Back up now" }));
    await waitFor(() => expect(shownToast()).toEqual(["Backup failed", NO_PERMISSION]));
    expect(within(card).getByText("Last backup: 14 July 2026 at 02:05, 5.4 MB")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Back up now" })).toHaveProperty("disabled", false);
  });
});
