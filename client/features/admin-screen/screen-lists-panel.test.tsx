import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { ScreenListsPanel } from "./screen-lists-panel";

interface Term {
  id: number;
  term: string;
  kind: string;
}
let terms: Term[] = [];
let nextId = 1;
const api = interceptApi(({ method, path, body }) => {
  if (method === "GET" && path === "/api/admin/screen/lists")
    return {
      json: {
        vocabulary: [
          { phrase: "bitcoin", topic: "crypto investment", weight: 3 },
          { phrase: "free spins", topic: "casino bonuses", weight: 3 },
        ],
        innocentPhrases: ["race night"],
        allowedDomains: ["gov.uk"],
        terms,
      },
    };
  if (method === "POST" && path === "/api/admin/screen/terms") {
    const input = body as { term: string; kind: string };
    if (input.term === "taken")
      return { status: 400, json: { message: "Validation failed", errors: { term: "Already on a list" } } };
    const term = { id: nextId++, ...input };
    terms = [...terms, term];
    return { status: 201, json: term };
  }
  const remove = /^\/api\/admin\/screen\/terms\/(\d+)$/.exec(path);
  if (method === "DELETE" && remove) {
    terms = terms.filter((t) => t.id !== Number(remove[1]));
    return { status: 204, json: null };
  }
  return { status: 503, json: { message: "Not in this test" } };
});
beforeEach(() => {
  terms = [{ id: 99, term: "cash app", kind: "spam" }];
});
afterEach(() => {
  cleanup();
  api.sent.length = 0;
});
afterAll(api.stop);

describe("The screen's lists", () => {
  it("adds an allowed domain, removes an added spam phrase, and turns a shipped phrase off", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<ScreenListsPanel />);
    await user.type(await screen.findByLabelText("Phrase or domain"), "  Shropshire.gov.uk ");
    await user.click(screen.getByRole("radio", { name: "Allowed domain" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    const domains = await screen.findByRole("list", { name: "Added allowed domains" });
    expect(domains.textContent).toContain("shropshire.gov.uk");

    await user.click(screen.getByRole("button", { name: "Remove cash app" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Added spam phrases" })).toBeNull());

    await user.click(screen.getByText(/Shipped spam vocabulary/));
    const crypto = screen.getByRole("list", { name: "crypto investment" });
    await user.click(within(crypto).getByRole("button", { name: "Turn off bitcoin" }));
    await within(crypto).findByRole("button", { name: "Turn on bitcoin" });

    expect(api.sent.filter((r) => r.method !== "GET").map((r) => [r.method, r.path, r.body])).toEqual([
      ["POST", "/api/admin/screen/terms", { term: "shropshire.gov.uk", kind: "allow_domain" }],
      ["DELETE", "/api/admin/screen/terms/99", null],
      ["POST", "/api/admin/screen/terms", { term: "bitcoin", kind: "off" }],
    ]);
  });

  it("shows the server's message for the phrase under its field", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<ScreenListsPanel />);
    const field = await screen.findByLabelText("Phrase or domain");
    await user.type(field, "taken");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await screen.findByText("Already on a list");
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});
