import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { CommentForm } from "./comment-form";

let answer: { status?: number; json: unknown } = { status: 201, json: { id: 1 } };
const api = interceptApi(() => answer);
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  answer = { status: 201, json: { id: 1 } };
});
afterAll(api.stop);

function renderForm() {
  render(
    <>
      <CommentForm noticeId={12} />
      <Toaster />
    </>,
  );
}

/** The spec's comment form (product-spec.md: name min 2, a valid email, content 5–500) and its toasts. */
describe("Leave a comment", () => {
  it("sent empty or too short, names each field's rule word for word and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(await screen.findByText("Comment must be at least 5 characters")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    // Each message is the field's description for a screen reader.
    const described = (label: string) =>
      (screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
    expect(described("Comment")).toContain("Comment must be at least 5 characters");
    expect(described("Email")).toContain("Please enter a valid email address");

    await user.click(screen.getByLabelText("Comment"));
    await user.paste("x".repeat(501));
    expect(screen.getByText("501/500")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Comment must be less than 500 characters")).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it("sends the comment, says it waits for a moderator, and empties the form", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Name"), "Ruth");
    await user.type(screen.getByLabelText("Email"), "ruth@example.org");
    await user.type(screen.getByLabelText("Comment"), "The Wenlock Edge walk from the Priory is lovely.");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: "POST",
          path: "/api/notices/12/comments",
          body: {
            authorName: "Ruth",
            authorEmail: "ruth@example.org",
            content: "The Wenlock Edge walk from the Priory is lovely.",
          },
        },
      ]),
    );
    expect(await screen.findByText("Comment submitted")).toBeTruthy();
    expect(screen.getByText("Your comment will appear once approved by a moderator.")).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe(""));
  });

  it("shows a refusal from the server under its field and in the failure toast, keeping what was typed", async () => {
    answer = {
      status: 400,
      json: { message: "Validation failed", errors: { authorEmail: "Please enter a valid email address" } },
    };
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Name"), "Ruth");
    await user.type(screen.getByLabelText("Email"), "ruth@example.org");
    await user.type(screen.getByLabelText("Comment"), "Is the path muddy after rain?");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Failed to submit comment")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("Is the path muddy after rain?");
  });
});
