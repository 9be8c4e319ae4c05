import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { openIsland, removeIslands, type IslandDialogProps } from "./island";

/** A dialog with one box, as an island draws it: in its own element, hidden while closed. */
function Note({ open, onOpenChange, container }: IslandDialogProps) {
  return (
    <div role="dialog" aria-label="Note" hidden={!open} data-in={container.getAttribute("data-island-root")}>
      <input aria-label="Words" />
      <button type="button" onClick={() => onOpenChange(false)}>
        Done
      </button>
    </div>
  );
}

afterEach(() => {
  // Unmounted, not only taken out of the page: a later test file in the same worker must not find their toast area.
  act(() => removeIslands());
  document.body.innerHTML = "";
});

const button = (name: string) => {
  const element = document.createElement("button");
  element.textContent = name;
  document.body.append(element);
  return element;
};

describe("a dialog as an island (components/island.tsx)", () => {
  it("opens in an element of its own, one per button, keeping what was typed across closing", async () => {
    const user = userEvent.setup();
    const first = button("First");
    await act(async () => openIsland(first, "note", Note));
    expect(screen.getByRole("dialog", { name: "Note" }).dataset.in).toBe("note");
    await user.type(screen.getByLabelText("Words"), "kept");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => openIsland(first, "note", Note));
    expect(screen.getByLabelText("Words")).toHaveProperty("value", "kept");
    expect(document.querySelectorAll("[data-island-root]")).toHaveLength(1);

    const second = button("Second");
    await act(async () => openIsland(second, "note", Note));
    expect(document.querySelectorAll("[data-island-root]")).toHaveLength(2);
    expect(screen.getAllByRole("dialog", { name: "Note" })).toHaveLength(2);
  });

  it("forgets the island of a button that has left the page once its dialog is closed", async () => {
    const user = userEvent.setup();
    const gone = button("Gone");
    await act(async () => openIsland(gone, "note", Note));
    await user.click(screen.getByRole("button", { name: "Done" }));
    gone.remove();
    await act(async () => openIsland(button("Next"), "note", Note));
    expect(document.querySelectorAll("[data-island-root]")).toHaveLength(1);
  });

  it("makes a new island for a button the page reused for another notice, never the last notice's dialog", async () => {
    const user = userEvent.setup();
    const contact = button("Contact");
    const Named = (notice: string) => (props: IslandDialogProps) => (
      <div role="dialog" aria-label={notice} hidden={!props.open}>
        <button type="button" onClick={() => props.onOpenChange(false)}>
          Done
        </button>
      </div>
    );
    await act(async () => openIsland(contact, "contact", Named("Oak table"), "1"));
    await user.click(screen.getByRole("button", { name: "Done" }));
    await act(async () => openIsland(contact, "contact", Named("Pine dresser"), "2"));
    expect(screen.getByRole("dialog").getAttribute("aria-label")).toBe("Pine dresser");
    expect(document.querySelectorAll("[data-island-root]")).toHaveLength(1);
  });
});
