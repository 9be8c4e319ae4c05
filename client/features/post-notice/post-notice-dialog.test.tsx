import { afterAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { PostNoticeDialog } from "./post-notice-dialog";
import { description } from "@/test/description";

const api = interceptApi(() => ({ status: 503, json: { message: "Not in this test" } }));
afterAll(api.stop);

// Replaces tests/e2e/post-notice.spec.ts "an empty form shows every required-field message beneath its field" (axe on
// the dialog showing its messages stays in that file's "fields follow the category, and the browser checks the image").
describe("the Post a Notice form, sent empty", () => {
  it("shows every required-field message beneath its field, read with the field", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<PostNoticeDialog open onOpenChange={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Post a Notice" });
    await user.click(within(dialog).getByRole("button", { name: "Submit Notice" }));
    const fields = [
      [within(dialog).getByRole("combobox", { name: "Category" }), "Please select a category"],
      [within(dialog).getByRole("combobox", { name: "Location" }), "Please select a location"],
      [within(dialog).getByLabelText("Title"), "Title must be at least 5 characters"],
      [within(dialog).getByLabelText("Description"), "Description must be at least 20 characters"],
      [within(dialog).getByLabelText("Contact email"), "Please enter a valid email address"],
      [
        within(dialog).getByRole("checkbox", { name: "I accept the terms and conditions" }),
        "You must accept the terms and conditions",
      ],
    ] as const;
    await waitFor(() => expect(within(dialog).getByText("Please select a category")).toBeTruthy());
    for (const [field, message] of fields) {
      expect(description(field)).toContain(message);
      expect(within(dialog).getByText(message, { exact: true })).toBeTruthy();
    }
    expect(api.sent.filter((r) => r.method !== "GET")).toEqual([]);
  });
});
