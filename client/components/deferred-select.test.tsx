import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { listenForEarlyPresses, takeEarlyPress } from "@/lib/early-presses";
import { DeferredSelect } from "./deferred-select";

const OPTIONS = [
  { value: "all", label: "All locations" },
  { value: "ludlow", label: "Ludlow" },
];

function renderSelect() {
  render(
    <DeferredSelect
      id="notice-location"
      value="all"
      valueText="All locations"
      options={OPTIONS}
      onValueChange={() => {}}
    />,
  );
}

/** The server's HTML of the stand-in before its code arrives: the same button, with no handlers. */
function serverButton(): HTMLButtonElement {
  const button = document.createElement("button");
  button.id = "notice-location";
  button.setAttribute("data-early-press", "");
  button.textContent = "All locations";
  document.body.append(button);
  return button;
}

listenForEarlyPresses();
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  takeEarlyPress("notice-location");
});

describe("a dropdown whose code loads late", () => {
  it("opens when pressed, showing its options", async () => {
    renderSelect();
    await userEvent.click(screen.getByRole("combobox"));
    expect(await screen.findByRole("option", { name: "Ludlow" })).toBeTruthy();
  });

  it("opens when it hydrates if an arrow key was pressed on its server HTML", async () => {
    const button = serverButton();
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    button.remove();
    renderSelect();
    expect(await screen.findByRole("option", { name: "Ludlow" })).toBeTruthy();
  });

  it("stays closed when its server HTML was only given a letter, and after a press it answered itself", async () => {
    const button = serverButton();
    button.focus();
    await userEvent.keyboard("l");
    button.remove();
    renderSelect();
    await userEvent.click(screen.getByRole("combobox"));
    await screen.findByRole("option", { name: "Ludlow" });
    cleanup();

    renderSelect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
