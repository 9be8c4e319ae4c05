import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import type { AdminNotice } from "@common/notice-types";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { EditNoticeDialog } from "./edit-notice-dialog";
import { dresser } from "@/test/admin-notice";

const quizNight: AdminNotice = {
  ...dresser,
  id: 45,
  title: "Quiz night",
  category: "events",
  price: null,
  eventDate: "2026-07-10T18:30:00Z",
  eventVenue: "The Old Bell",
};

let refusal: { status: number; json: unknown } | null = null;
const api = interceptApi(({ body }) => refusal ?? { json: { ...dresser, ...(body as object) } });
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  refusal = null;
});
afterAll(api.stop);

function openEdit(notice: AdminNotice = dresser) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const closed: boolean[] = [];
  renderWithQueries(
    <>
      <EditNoticeDialog notice={notice} open onOpenChange={(open) => closed.push(open)} />
      <Toaster />
    </>,
  );
  const dialog = screen.getByRole("dialog", { name: "Edit Notice" });
  const saveButton = within(dialog).getByRole("button", { name: "Save changes" });
  const save = () => user.click(saveButton);
  // Enter on the button: Enter in a field submits in a browser (admin.spec.ts), but user-event looks for a submit
  // button inside the form only, and this one stands in the footer, tied to the form by `form=`.
  const pressSave = async () => {
    saveButton.focus();
    await user.keyboard("{Enter}");
  };
  return { user, closed, dialog, save, pressSave };
}

/** The message beneath a control: its error element, which the control names first in aria-describedby. */
function expectFieldError(control: HTMLElement, message: string) {
  const errorId = `${control.id}-error`;
  expect(document.getElementById(errorId)?.textContent).toBe(message);
  expect(control.getAttribute("aria-invalid")).toBe("true");
  expect(control.getAttribute("aria-describedby")).toBe(errorId);
}

describe("the moderator's Edit Notice dialog", () => {
  it.each([
    ["Title", "of 3 characters", "Title must be at least 5 characters", "abc", dresser],
    ["Title", "of 101 characters", "Title must be less than 100 characters", "x".repeat(101), dresser],
    ["Description", "of 9 characters", "Description must be at least 20 characters", "Too short", dresser],
    [
      "Description",
      "of 2001 characters",
      "Description must be less than 2000 characters",
      "x".repeat(2001),
      dresser,
    ],
    ["Price (£)", "below 0", "Price must be a valid number", "-1", dresser],
    // One message for any price the form refuses: the post form's "at most 2 decimal places" is not said here.
    ["Price (£)", "with 3 decimals", "Price must be a valid number", "1.234", dresser],
    [
      "External link",
      "not a URL",
      "Please enter a valid URL starting with http:// or https://",
      "not a link",
      quizNight,
    ],
    ["Venue", "of 201 characters", "Venue must be less than 200 characters", "x".repeat(201), quizNight],
  ])("%s %s: “%s” beneath the field, and nothing is sent", async (label, _, message, typed, notice) => {
    const { user, dialog, save } = openEdit(notice);
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.paste(typed);
    await save();

    expect(await within(dialog).findByText(message)).toBeTruthy();
    expectFieldError(field, message);
    expect(api.sent).toEqual([]);
  });

  it.each([
    ["Category", { category: "community" }, "Please select a valid category"],
    ["Location", { location: "x" }, "Location must be at least 2 characters"],
    // No status of the board's: a value the database's plain text column could still hold.
    ["Status", { status: "archived" as AdminNotice["status"] }, "Please select a valid status"],
  ])(
    "%s holding a value the form does not accept (%j): “%s”, nothing sent",
    async (label, legacy, message) => {
      const { dialog, save } = openEdit({ ...dresser, ...legacy });
      await save();

      const control = within(dialog).getByRole("combobox", { name: label });
      await waitFor(() => expectFieldError(control, message));
      expect(api.sent).toEqual([]);
    },
  );

  it.each([
    ["hidden", "Hidden after reports"],
    ["closed", "Closed"],
  ] as const)(
    "a %s notice keeps its status (%s, offered beside the four): a corrected title is sent alone",
    async (status, label) => {
      const { user, closed, dialog, save } = openEdit({ ...dresser, status });
      const control = within(dialog).getByRole("combobox", { name: "Status" });
      expect(control.textContent).toBe(label);
      const title = within(dialog).getByLabelText<HTMLInputElement>("Title");
      await user.clear(title);
      await user.type(title, "Pine kitchen dresser");
      await save();

      await waitFor(() => expect(closed).toEqual([false]));
      expect(api.sent).toEqual([
        { method: "PATCH", path: "/api/admin/notices/44", body: { title: "Pine kitchen dresser" } },
      ]);
    },
  );

  it("a hidden notice set Active sends the status", async () => {
    const { user, dialog, save } = openEdit({ ...dresser, status: "hidden" });
    const control = within(dialog).getByRole("combobox", { name: "Status" });
    await user.click(control);
    await user.click(await screen.findByRole("option", { name: "Active" }));
    expect(control.textContent).toBe("Active");
    await save();

    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: "PATCH", path: "/api/admin/notices/44", body: { status: "active" } },
      ]),
    );
  });

  it("sends only the title typed, saved by keyboard; says so and closes", async () => {
    const { user, closed, dialog, pressSave } = openEdit();
    const title = within(dialog).getByLabelText<HTMLInputElement>("Title");
    expect(title.value).toBe("Pine dresser");
    await user.clear(title);
    await user.type(title, "Pine kitchen dresser");
    await pressSave();

    expect(await screen.findByText("Notice updated successfully")).toBeTruthy();
    expect(screen.getByText(`"Pine kitchen dresser" has been saved.`)).toBeTruthy();
    expect(closed).toEqual([false]);
    expect(api.sent).toEqual([
      { method: "PATCH", path: "/api/admin/notices/44", body: { title: "Pine kitchen dresser" } },
    ]);
  });

  it("picks the status and the town by keyboard and sends just those", async () => {
    const { user, closed, dialog, save } = openEdit();
    const status = within(dialog).getByRole("combobox", { name: "Status" });
    expect(status.textContent).toBe("Active");
    status.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Active"));
    await user.keyboard("{End}");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Expired"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(status.textContent).toBe("Expired"));

    const location = within(dialog).getByRole("combobox", { name: "Location" });
    expect(location.textContent).toBe("Shrewsbury");
    location.focus();
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("option", { name: "Bridgnorth" });
    await user.keyboard("bri");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Bridgnorth"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(location.textContent).toBe("Bridgnorth"));
    await save();

    await waitFor(() => expect(closed).toEqual([false]));
    expect(api.sent).toEqual([
      { method: "PATCH", path: "/api/admin/notices/44", body: { status: "expired", location: "bridgnorth" } },
    ]);
  });

  it("removes the image with the other changes: removeImage true, undoable before saving", async () => {
    const { user, dialog, save } = openEdit({ ...dresser, imageUrl: "/uploads/dresser.webp" });
    expect(within(dialog).getByRole("img", { name: "Notice image" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove image" }));
    expect(within(dialog).getByText("The image will be removed when you save.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep image" }));
    expect(within(dialog).getByRole("img", { name: "Notice image" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove image" }));
    await save();

    expect(await screen.findByText("Notice updated successfully")).toBeTruthy();
    expect(api.sent).toEqual([
      { method: "PATCH", path: "/api/admin/notices/44", body: { removeImage: true } },
    ]);
  });

  it("draws a new form at each opening, even when opened again while the last one still fades out", async () => {
    // The closing dialog's fade, which never ends here: the closed dialog's content stays, as it does while it fades.
    const fade = document.createElement("style");
    fade.textContent =
      "[role=dialog][data-state=closed] { animation-name: fade-out; animation-duration: 10s; }";
    document.head.append(fade);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const withImage = { ...dresser, imageUrl: "/uploads/dresser.webp" };
    const dialogAt = (open: boolean) => (
      <QueryClientProvider client={new QueryClient()}>
        <EditNoticeDialog notice={withImage} open={open} onOpenChange={() => {}} />
      </QueryClientProvider>
    );
    const { rerender } = render(dialogAt(true));
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.getByText("The image will be removed when you save.")).toBeTruthy();
    rerender(dialogAt(false));
    expect(screen.getByRole("dialog", { hidden: true }).dataset.state).toBe("closed"); // fading out
    rerender(dialogAt(true));
    expect(screen.getByRole("img", { name: "Notice image" })).toBeTruthy();
    expect(screen.queryByText("The image will be removed when you save.")).toBeNull();
    fade.remove();
  });

  it.each([
    [
      "a GIF",
      "Invalid file type",
      "Please upload a valid image (JPEG, PNG, WebP)",
      () => new File(["GIF89a"], "dresser.gif", { type: "image/gif" }),
    ],
    [
      "a PNG over 5MB",
      "File too large",
      "Image must be less than 5MB",
      () => new File([new Uint8Array(5 * 1024 * 1024 + 1)], "dresser.png", { type: "image/png" }),
    ],
  ])("refuses %s: “%s” / “%s”, and keeps the current image", async (_, title, description, file) => {
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    const closed: boolean[] = [];
    renderWithQueries(
      <>
        <EditNoticeDialog notice={dresser} open onOpenChange={(open) => closed.push(open)} />
        <Toaster />
      </>,
    );
    const picker = screen.getByLabelText<HTMLInputElement>("Replace image");
    await user.upload(picker, file());

    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(picker.value).toBe("");
    expect(screen.getByText("No image")).toBeTruthy();
  });

  it("puts a 400's field message beneath its field and keeps what was typed", async () => {
    refusal = {
      status: 400,
      json: {
        message: "Title must be less than 100 characters",
        errors: { title: "Title must be less than 100 characters" },
      },
    };
    const { user, closed, dialog, save } = openEdit();
    const title = within(dialog).getByLabelText<HTMLInputElement>("Title");
    await user.type(title, " (corrected)");
    await save();

    expect(await screen.findByText("Failed to update notice")).toBeTruthy();
    expectFieldError(title, "Title must be less than 100 characters");
    expect(title.value).toBe("Pine dresser (corrected)");
    expect(closed).toEqual([]);
  });

  it("says so when the notice is gone (404): the toast has the server's words, the dialog stays", async () => {
    refusal = { status: 404, json: { message: "Notice not found" } };
    const { user, closed, dialog, save } = openEdit();
    const description = within(dialog).getByLabelText<HTMLTextAreaElement>("Description");
    await user.type(description, " Delivery possible.");
    await save();

    expect(await screen.findByText("Failed to update notice")).toBeTruthy();
    expect(screen.getByText("Notice not found")).toBeTruthy();
    expect(description.value).toBe(`${dresser.description} Delivery possible.`);
    expect(closed).toEqual([]);
    expect(screen.getByRole("dialog", { name: "Edit Notice" })).toBeTruthy();
  });
});
