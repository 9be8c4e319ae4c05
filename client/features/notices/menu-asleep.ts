/**
 * The list's town and sort menus on a sleeping page (issue 38; docs/decisions/0023-search-asleep.md): pressed, or
 * opened by key, a menu shows its options in a list drawn without React, as the awake menu's (Radix Select) does: the
 * focus goes to the chosen option, the arrows, Home and End move it, a letter moves to the next option it starts, Enter
 * or Space (or a press) chooses, and Escape or Tab closes it and gives the focus back to the menu's button. The
 * options are read from the page's own <noscript> menus (notice-filter-bar.tsx), which the server drew for the list
 * shown, so they are the awake menu's; what is chosen goes to search-asleep.ts, which draws the list for it.
 */
import { ISLAND_ROOT } from "@/lib/wake-on-press";

export interface MenuOption {
  value: string;
  label: string;
}

/** The options of the native menu named `name` in the form's <noscript>, and the one chosen (or null: none drawn). */
export function noscriptMenu(
  form: HTMLFormElement,
  name: string,
): { options: MenuOption[]; chosen: string } | null {
  // A browser running scripts keeps a <noscript>'s markup as its text; one that does not has it as elements.
  const markup = Array.from(form.querySelectorAll("noscript"), (noscript) =>
    noscript.children.length > 0 ? noscript.innerHTML : noscript.textContent,
  ).join("");
  const template = form.ownerDocument.createElement("template");
  template.innerHTML = markup;
  const select = template.content.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) return null;
  const options = Array.from(select.querySelectorAll("option"), (option) => ({
    value: option.value,
    label: option.textContent ?? "",
  }));
  const chosen = select.querySelector("option[selected]")?.getAttribute("value") ?? options[0]?.value ?? "";
  return { options, chosen };
}

const LIST_CLASS =
  "absolute z-50 max-h-80 min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md";
const OPTION_CLASS =
  "relative flex w-full cursor-default items-center rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground";
const CHECK =
  '<span class="absolute left-2 flex h-3.5 w-3.5 items-center justify-center"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="h-4 w-4" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg></span>';

/** The menu open now: closed (without choosing) by `closeMenuAsleep`. */
let open: { close: () => void } | null = null;

export function closeMenuAsleep(): void {
  open?.close();
}

/** A menu button pressed while its options were open: the press closed them, and its click must not open them again. */
let closedByPress: HTMLElement | null = null;

/** Whether this button's click is the end of the press that closed its options (answered once). */
export function closedByThisPress(trigger: HTMLElement): boolean {
  const was = closedByPress === trigger;
  closedByPress = null;
  return was;
}

/**
 * Opens the options of the menu whose button is `trigger` below it. `choose` is called with the value chosen (not when
 * the menu closes on the option already chosen, nor otherwise).
 */
export function openMenuAsleep(
  trigger: HTMLElement,
  options: MenuOption[],
  chosen: string,
  choose: (value: string) => void,
): void {
  closeMenuAsleep();
  const doc = trigger.ownerDocument;
  const view = doc.defaultView ?? window;
  const list = doc.createElement("div");
  list.id = `${trigger.id}-options`;
  list.setAttribute("role", "listbox");
  list.setAttribute(ISLAND_ROOT, "menu");
  const label = trigger.id ? doc.querySelector(`label[for="${trigger.id}"]`)?.textContent : null;
  if (label) list.setAttribute("aria-label", label);
  list.className = LIST_CLASS;
  const items = options.map((option, i) => {
    const item = doc.createElement("div");
    item.id = `${list.id}-${i}`;
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", String(option.value === chosen));
    item.tabIndex = -1;
    item.className = OPTION_CLASS;
    item.innerHTML = option.value === chosen ? CHECK : "";
    item.append(option.label);
    list.append(item);
    return item;
  });
  const rect = trigger.getBoundingClientRect();
  list.style.top = `${rect.bottom + view.scrollY + 4}px`;
  list.style.left = `${rect.left + view.scrollX}px`;
  list.style.minWidth = `${rect.width}px`;
  doc.body.append(list);

  let active = Math.max(
    0,
    options.findIndex((option) => option.value === chosen),
  );
  const show = (index: number) => {
    active = Math.min(items.length - 1, Math.max(0, index));
    items[active]?.focus();
  };
  let typed = "";
  let typedAt = 0;
  const typeAhead = (key: string) => {
    const now = Date.now();
    typed = now - typedAt < 700 ? typed + key.toLowerCase() : key.toLowerCase();
    typedAt = now;
    // The same letter again goes on to the next option it starts; more letters narrow the option at hand.
    const sought = [...typed].every((letter) => letter === typed[0]) ? typed.slice(0, 1) : typed;
    const from = sought.length > 1 ? active : active + 1;
    const order = [...items.keys()].map((i) => (from + i) % items.length);
    const found = order.find((i) => options[i]?.label.toLowerCase().startsWith(sought));
    if (found !== undefined) show(found);
  };

  const close = (focusButton = true) => {
    if (open !== handle) return;
    open = null;
    doc.removeEventListener("pointerdown", onOutside, true);
    list.removeEventListener("focusout", onFocusOut);
    list.remove();
    // As the server drew the button: hydration later takes it over as it is.
    trigger.setAttribute("aria-expanded", "false");
    trigger.setAttribute("data-state", "closed");
    trigger.removeAttribute("aria-controls");
    if (focusButton) trigger.focus();
  };
  const pick = (index: number) => {
    close();
    const option = options[index];
    if (option && option.value !== chosen) choose(option.value);
  };
  const indexOf = (target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest('[role="option"]') : null;
    return items.findIndex((one) => one === item);
  };
  list.addEventListener("keydown", (event) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) show(to);
    else if (event.key === "Enter" || event.key === " ") pick(Math.max(0, indexOf(event.target)));
    else if (event.key === "Escape" || event.key === "Tab") close();
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
      typeAhead(event.key);
    else return;
    event.preventDefault();
  });
  list.addEventListener("click", (event) => {
    const index = indexOf(event.target);
    if (index >= 0) pick(index);
  });
  list.addEventListener("pointermove", (event) => {
    const index = indexOf(event.target);
    if (index >= 0 && index !== active) show(index);
  });
  const onOutside = (event: Event) => {
    if (!(event.target instanceof Node) || list.contains(event.target)) return;
    if (trigger.contains(event.target)) closedByPress = trigger;
    close(false);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !list.contains(event.relatedTarget)) close(false);
  };

  const handle = { close: () => close(false) };
  open = handle;
  trigger.setAttribute("aria-expanded", "true");
  trigger.setAttribute("data-state", "open");
  trigger.setAttribute("aria-controls", list.id);
  doc.addEventListener("pointerdown", onOutside, true);
  list.addEventListener("focusout", onFocusOut);
  show(active);
}
