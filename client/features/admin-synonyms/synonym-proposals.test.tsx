import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { SynonymProposals } from "./synonym-proposals";

let proposals = [
  { id: 4, missed: "dinghy", opened: "rowing boat", times: 7 },
  { id: 5, missed: "gazebo", opened: "marquee", times: 3 },
];
const api = interceptApi(({ method, path }) => {
  if (method === "GET") return { json: { proposals } };
  const id = Number(/\/(\d+)\//.exec(path)?.[1]);
  proposals = proposals.filter((p) => p.id !== id);
  if (path.endsWith("/accept"))
    return {
      status: 201,
      json: { id: 90, terms: ["dinghy", "rowing boat"], narrower: [], source: "moderator" },
    };
  return { status: 204, json: null };
});
afterEach(() => {
  cleanup();
  api.sent.length = 0;
});
afterAll(api.stop);

describe("Synonyms panel: learned from searches", () => {
  it("says what visitors searched and opened, and accepts or dismisses a pair in one click", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<SynonymProposals />);
    const list = await screen.findByRole("list", { name: "Proposed synonyms" });
    expect(list.textContent).toContain(
      "Visitors who searched dinghy opened rowing boat: 7 times — make them mean the same?",
    );
    await user.click(screen.getByRole("button", { name: "Make dinghy and rowing boat mean the same" }));
    await waitFor(() => expect(screen.queryByText(/searched dinghy/)).toBeNull());
    expect(
      api.sent.some((r) => r.method === "POST" && r.path === "/api/admin/synonym-proposals/4/accept"),
    ).toBe(true);
    await user.click(screen.getByRole("button", { name: "Dismiss gazebo and marquee" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Proposed synonyms" })).toBeNull());
    expect(api.sent.some((r) => r.path === "/api/admin/synonym-proposals/5/dismiss")).toBe(true);
  });
});
