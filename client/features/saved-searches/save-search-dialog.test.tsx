import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/test/render-with-queries";
import { SaveSearchDialog } from "./save-search-dialog";

afterEach(cleanup);

describe("E-mail me when a notice matches", () => {
  it("shows the default frequency as a choice already made, and says what each choice means", async () => {
    const user = userEvent.setup();
    renderWithQueries(<SaveSearchDialog search={{ search: "bike" }} open onOpenChange={() => undefined} />);
    const choice = screen.getByRole("group", { name: "How often should we e-mail you?" });
    const daily = screen.getByRole("radio", { name: "Once a day (at 7am)" });
    expect((daily as HTMLInputElement).checked).toBe(true);
    expect(choice.textContent).toContain("at most one e-mail a day, at 7am");

    await user.click(screen.getByRole("radio", { name: "Within the hour" }));
    expect(choice.textContent).toContain("within the hour of each new match");
  });
});
