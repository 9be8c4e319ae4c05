import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { AssistRulesPanel } from "./assist-rules-form";

let refuse = false;
const api = interceptApi(({ method, path, body }) => {
  if (path !== "/api/admin/screen/rules") return { status: 503, json: { message: "Not in this test" } };
  if (method === "GET") return { json: { holdNewPosterLinks: false, holdWords: ["cash only"] } };
  if (refuse)
    return {
      status: 400,
      json: {
        message: "Validation failed",
        errors: { "holdWords.1": "Too small: expected string to have >=2 characters" },
      },
    };
  return { json: body };
});
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  refuse = false;
});
afterAll(api.stop);

describe("Hold rules", () => {
  it("saves both rules with PUT: the switch and the words, one a line, trimmed and in lower case", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<AssistRulesPanel />);
    const words = await screen.findByLabelText("Hold notices with these words");
    expect(words).toHaveProperty("value", "cash only");
    await user.click(screen.getByRole("switch", { name: "Hold any notice from a new poster with a link" }));
    await user.type(words, "\n  WhatsApp Me \n\nbank transfer");
    await user.click(screen.getByRole("button", { name: "Save hold rules" }));
    await waitFor(() => expect(api.sent.filter((r) => r.method === "PUT")).toHaveLength(1));
    expect(api.sent.find((r) => r.method === "PUT")?.body).toEqual({
      holdNewPosterLinks: true,
      holdWords: ["cash only", "whatsapp me", "bank transfer"],
    });
  });

  it("puts a word the server refuses under the words field", async () => {
    refuse = true;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<AssistRulesPanel />);
    await screen.findByLabelText("Hold notices with these words");
    await user.click(screen.getByRole("button", { name: "Save hold rules" }));
    const words = screen.getByLabelText("Hold notices with these words");
    await waitFor(() => expect(words.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(words.getAttribute("aria-describedby")!.split(" ")[0])?.textContent).toBe(
      "Too small: expected string to have >=2 characters",
    );
  });

  it("refuses a one-letter word before sending anything", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<AssistRulesPanel />);
    const words = await screen.findByLabelText("Hold notices with these words");
    await user.type(words, "\nx");
    await user.click(screen.getByRole("button", { name: "Save hold rules" }));
    await screen.findByText('"x" is too short: at least 2 characters');
    expect(api.sent.filter((r) => r.method === "PUT")).toHaveLength(0);
  });
});
