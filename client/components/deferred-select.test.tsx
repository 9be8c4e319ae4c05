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

describe("a dropdown whose code loads late, as a form's field", () => {
  it("shows its placeholder and error state before it loads, is focused by the form, and gives the form its choice", async () => {
    const chosen: string[] = [];
    let button: HTMLButtonElement | null = null;
    render(
      <DeferredSelect
        id="post-location"
        value=""
        valueText={undefined}
        options={OPTIONS}
        onValueChange={(value) => chosen.push(value)}
        placeholder="Select a location"
        aria-invalid
        aria-describedby="post-location-error"
        ref={(element) => void (button = element)}
      />,
    );
    const standIn = screen.getByRole("combobox");
    expect(standIn.textContent).toBe("Select a location");
    expect(standIn.hasAttribute("data-placeholder")).toBe(true);
    expect(standIn.getAttribute("aria-invalid")).toBe("true");
    expect(standIn.getAttribute("aria-describedby")).toBe("post-location-error");
    // react-hook-form focuses a field with an error through its ref.
    expect(button).toBe(standIn);
    await userEvent.click(standIn);
    await userEvent.click(await screen.findByRole("option", { name: "Ludlow" }));
    expect(chosen).toEqual(["ludlow"]);
    // The loaded select is the form's field now.
    expect(button).toBe(screen.getByRole("combobox"));
    expect(screen.getByRole("combobox").getAttribute("aria-invalid")).toBe("true");
  });
});
