import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { MakeThisMeanButton } from "./make-this-mean-button";

const list = (titles: string[], total = titles.length) => ({
  data: titles.map((title, i) => ({ id: i + 1, title })),
  pagination: { page: 1, limit: 3, total, totalPages: 1 },
});
const api = interceptApi(({ path }) => {
  const search = new URL(path, "http://localhost").searchParams.get("search");
  if (search === "pushchair")
    return { json: list(["Silver Cross pushchair", "Travel pushchair", "Twin pushchair"], 7) };
  return { json: list([]) };
});
afterEach(() => {
  cleanup();
  api.sent.length = 0;
});
afterAll(api.stop);

describe("Make this mean…", () => {
  it("previews what each new word would find, with the count and first titles, before anything is saved", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(<MakeThisMeanButton query="buggy" />);
    await user.click(screen.getByRole("button", { name: "Make “buggy” mean…" }));
    await user.type(screen.getByLabelText("Words it should mean"), "pushchair, pram");
    await user.click(screen.getByRole("button", { name: "Preview what it would find" }));
    const preview = await screen.findByRole("region", { name: "Preview" });
    await waitFor(() =>
      expect(preview.textContent).toContain(
        "pushchair: 7 notices: Silver Cross pushchair; Travel pushchair; Twin pushchair",
      ),
    );
    expect(preview.textContent).toContain("pram: no notices");
    expect(api.sent.every((r) => r.method === "GET")).toBe(true);
  });
});
