import { afterEach, describe, expect, it } from "vitest";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearIslandSlot, drawIslandSlot, openIsland, removeIslands, type IslandDialogProps } from "./island";
import { Input } from "./ui/input";

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

/** A part of the page with a box, whose state counts what was typed. */
function Words({ about }: { about: string }) {
  const [typed, setTyped] = useState("");
  return (
    <form aria-label={about}>
      <Input aria-label="Words" onChange={(event) => setTyped(event.target.value)} />
      <p>{typed.length} letters</p>
    </form>
  );
}

describe("an island drawn in place (components/island.tsx, drawIslandSlot)", () => {
  it("hydrates the server's HTML, keeping and passing on what was typed before; once for the same thing", async () => {
    const slot = document.createElement("div");
    slot.innerHTML = renderToString(<Words about="Oak table" />);
    document.body.append(slot);
    const box = screen.getByLabelText<HTMLInputElement>("Words");
    // Typed while the island slept: the box holds it, nothing else knows.
    box.value = "kept";
    await act(async () => drawIslandSlot(slot, "1", <Words about="Oak table" />));
    expect(await screen.findByText("4 letters")).toBeTruthy();
    // Hydrated, not drawn again: the same box, the same text.
    expect(screen.getByLabelText("Words")).toBe(box);
    expect(box.value).toBe("kept");
    await act(async () => drawIslandSlot(slot, "1", <Words about="Oak table" />));
    expect(screen.getByLabelText("Words")).toBe(box);

    // The page reused the element for another notice: a new island, drawn afresh.
    await act(async () => drawIslandSlot(slot, "2", <Words about="Pine dresser" />));
    expect(screen.getByRole("form", { name: "Pine dresser" })).toBeTruthy();
    expect(screen.getByText("0 letters")).toBeTruthy();
    await act(async () => clearIslandSlot(slot));
    expect(slot.childElementCount).toBe(0);
  });
});
