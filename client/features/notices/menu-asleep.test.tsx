import { afterEach, describe, expect, it } from "vitest";
import { noscriptMenu, openMenuAsleep } from "./menu-asleep";

const MENUS = `<select name="location"><option value="all">All locations</option><option value="ludlow" selected="">Ludlow</option>
  <option value="wellington">Wellington</option><option value="wem">Wem</option></select>
  <select name="sort"><option value="newest" selected="">Newest first</option><option value="oldest">Oldest first</option></select>`;

function page() {
  document.body.innerHTML = `<form data-answers-asleep=""><label for="notice-location">Location</label>
    <button type="button" role="combobox" id="notice-location" aria-expanded="false" data-state="closed"><span>Ludlow</span></button>
    <noscript></noscript></form>`;
  // As a browser running scripts holds it: the menus' markup as text.
  document.querySelector("noscript")!.textContent = MENUS;
  return {
    form: document.querySelector("form")!,
    button: document.getElementById("notice-location")!,
  };
}

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a sleeping list's menu (issue 38)", () => {
  it("reads its options and the chosen one from the page's <noscript> menus", () => {
    const { form } = page();
    expect(noscriptMenu(form, "location")).toEqual({
      options: [
        { value: "all", label: "All locations" },
        { value: "ludlow", label: "Ludlow" },
        { value: "wellington", label: "Wellington" },
        { value: "wem", label: "Wem" },
      ],
      chosen: "ludlow",
    });
    expect(noscriptMenu(form, "sort")?.chosen).toBe("newest");
    expect(noscriptMenu(form, "category")).toBeNull();
  });

  it("opens on the chosen option, moves by arrow, Home, End and letter, and chooses with Enter", () => {
    const { form, button } = page();
    const chosen: string[] = [];
    const menu = noscriptMenu(form, "location")!;
    openMenuAsleep(button, menu.options, menu.chosen, (value) => chosen.push(value));
    const list = document.querySelector('[role="listbox"]')!;
    expect(list.getAttribute("aria-label")).toBe("Location");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(list.id);
    expect(document.activeElement?.textContent).toBe("Ludlow");
    expect(document.activeElement?.getAttribute("aria-selected")).toBe("true");
    key(document.activeElement!, "ArrowDown");
    expect(document.activeElement?.textContent).toBe("Wellington");
    key(document.activeElement!, "Home");
    expect(document.activeElement?.textContent).toBe("All locations");
    key(document.activeElement!, "w");
    expect(document.activeElement?.textContent).toBe("Wellington");
    key(document.activeElement!, "w");
    expect(document.activeElement?.textContent).toBe("Wem");
    key(document.activeElement!, "Enter");

    expect(chosen).toEqual(["wem"]);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    // The button as the server drew it, so the page hydrates over it as it is.
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("data-state")).toBe("closed");
    expect(button.hasAttribute("aria-controls")).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it("closes on Escape or a press outside without choosing, and chooses nothing for the option already chosen", () => {
    const { form, button } = page();
    const chosen: string[] = [];
    const menu = noscriptMenu(form, "location")!;
    openMenuAsleep(button, menu.options, menu.chosen, (value) => chosen.push(value));
    key(document.activeElement!, "Escape");
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(document.activeElement).toBe(button);

    openMenuAsleep(button, menu.options, menu.chosen, (value) => chosen.push(value));
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(document.querySelector('[role="listbox"]')).toBeNull();

    openMenuAsleep(button, menu.options, menu.chosen, (value) => chosen.push(value));
    (document.activeElement as HTMLElement).click();
    expect(chosen).toEqual([]);
  });
});
