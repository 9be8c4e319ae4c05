import { StrictMode, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { ToastArea } from "@/components/ui/toast-area";
import { ISLAND_DRAWN, ISLAND_ROOT, keepTypedIn, slotGone, slotReady } from "@/lib/wake-on-press";
import { watched, type Watched } from "@/lib/watched";

/**
 * A dialog as an island (issue 38; docs/decisions/0022-dialog-islands.md): drawn in a React root of its own, an
 * element at the end of the body, beside the page's root, so a press on its button on a sleeping page loads React and
 * the dialog, not the whole page's code, and wakes nothing else (lib/wake-on-press.ts). Awake or asleep, each button
 * has one dialog, kept across closing and opening (what was typed stays) while the button is on the page.
 */
export interface IslandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The island's element, which the dialog is drawn in. */
  container: HTMLElement;
}

interface Island {
  trigger: HTMLElement;
  about: string;
  element: HTMLElement;
  root: Root;
  open: Watched<boolean>;
}

const islands = new Set<Island>();

/**
 * Opens the dialog of `trigger` (a button marked `data-island="{name}"`), making its island the first time. `about`
 * names what the dialog is for (a notice's id): a button the page has reused for another notice (React keeps the
 * element when the address moves from one notice to the next) gets a new island, never the last notice's dialog.
 */
export function openIsland(
  trigger: HTMLElement,
  name: string,
  Dialog: ComponentType<IslandDialogProps>,
  about = "",
): void {
  forgetLeftIslands(trigger, about);
  // Focus returns to what had it as the dialog opened (use-return-focus.ts): the button, also when the dialog opened
  // from the address (`?feature=1`) or a browser that does not focus a pressed button (Safari).
  if (!document.activeElement || document.activeElement === document.body)
    trigger.focus({ preventScroll: true });
  const island =
    [...islands].find((known) => known.trigger === trigger && known.about === about) ??
    makeIsland(trigger, name, Dialog, about);
  island.open.set(true);
}

let toastIsland: { element: HTMLElement; root: Root } | null = null;

/**
 * A root of its own with a toast area, for an island without a dialog ("Copy link"): on a sleeping page nothing else
 * would show its toast; on an awake page the page's area shows it and this one draws nothing (toast-area.tsx).
 */
export function showToastsOnSleepingPage(): void {
  if (toastIsland?.element.isConnected) return;
  const element = document.createElement("div");
  element.setAttribute(ISLAND_ROOT, "toasts");
  document.body.append(element);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <ToastArea />
    </StrictMode>,
  );
  toastIsland = { element, root };
}

/** The islands drawn in place, by their element (the page's slot), each with what it is for (a notice's id). */
const slots = new Map<HTMLElement, { root: Root; about: string }>();

/**
 * Draws `content` in `slot`, an island in place (`data-island-slot`, lib/wake-on-press.ts): the first time, over the
 * server's HTML of it (hydrated: what was typed there stays and is passed on); for a slot already drawn for the same
 * `about`, nothing; for another (the page reused the element for the next notice), afresh. The page's own React leaves
 * the element's insides alone (features/comments/comment-form-slot.tsx).
 */
export function drawIslandSlot(slot: HTMLElement, about: string, content: ReactNode): void {
  const kept = slots.get(slot);
  if (kept?.about === about) return;
  kept?.root.unmount();
  slotGone(slot);
  showToastsOnSleepingPage();
  const element = (
    <StrictMode>
      {content}
      <SlotReady slot={slot} />
    </StrictMode>
  );
  let root: Root;
  if (!kept && slot.firstChild) {
    keepTypedIn(slot);
    root = hydrateRoot(slot, element);
  } else {
    root = createRoot(slot);
    root.render(element);
  }
  slots.set(slot, { root, about });
  slot.setAttribute(ISLAND_DRAWN, "");
}

/** Draws nothing: once the island's first commit is done, a submit made before it is made again (wake-on-press.ts). */
function SlotReady({ slot }: { slot: HTMLElement }) {
  useEffect(() => slotReady(slot), [slot]);
  return null;
}

/** Takes the island out of `slot` (its part of the page has gone). */
export function clearIslandSlot(slot: HTMLElement): void {
  slots.get(slot)?.root.unmount();
  slots.delete(slot);
  slotGone(slot);
  slot.removeAttribute(ISLAND_DRAWN);
}

/** Takes every island off the page (a test's clean-up: the islands and the toast area they own outlive a test). */
export function removeIslands(): void {
  for (const island of islands) {
    island.root.unmount();
    island.element.remove();
  }
  islands.clear();
  for (const slot of [...slots.keys()]) clearIslandSlot(slot);
  toastIsland?.root.unmount();
  toastIsland?.element.remove();
  toastIsland = null;
}

/**
 * A closed island whose button has left the page (the page moved on to another notice), or whose button now stands
 * for something else.
 */
function forgetLeftIslands(trigger: HTMLElement, about: string) {
  for (const island of islands) {
    const isStale = !island.trigger.isConnected || (island.trigger === trigger && island.about !== about);
    if (!isStale || island.open.get()) continue;
    island.root.unmount();
    island.element.remove();
    islands.delete(island);
  }
}

function makeIsland(
  trigger: HTMLElement,
  name: string,
  Dialog: ComponentType<IslandDialogProps>,
  about: string,
): Island {
  const open = watched(false);
  const element = document.createElement("div");
  element.setAttribute(ISLAND_ROOT, name);
  document.body.append(element);
  function Shown() {
    const shown = useSyncExternalStore(open.watch, open.get, open.get);
    return <Dialog open={shown} onOpenChange={open.set} container={element} />;
  }
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <Shown />
      <ToastArea />
    </StrictMode>,
  );
  const island = { trigger, about, element, root, open };
  islands.add(island);
  return island;
}
