/**
 * Presses that arrive before a control's code does. A part of a page that hydrates later (the list's town and sort
 * menus load just after the list) is server HTML with no handlers until its code arrives: React cannot replay a press
 * on it, so a tap or an arrow key on a slow phone would be lost. boot.ts listens from the start; a control marked
 * `data-early-press` (with an id) takes its press when it mounts (deferred-select.tsx), and forgets one it handled itself.
 */
/** Keys that open a closed select, as Radix's trigger has them. */
export const OPENING_KEYS: ReadonlySet<string> = new Set([" ", "Enter", "ArrowDown", "ArrowUp"]);
const pending = new Set<string>();

function record(event: Event): void {
  if (event instanceof KeyboardEvent && !OPENING_KEYS.has(event.key)) return;
  const target = event.target instanceof Element ? event.target.closest("[data-early-press]") : null;
  if (target?.id) pending.add(target.id);
}

/** Called once, before hydration: records presses on marked controls (capture phase, so before React sees them). */
export function listenForEarlyPresses(doc: Document = document): void {
  doc.addEventListener("click", record, true);
  doc.addEventListener("keydown", record, true);
}

/** A press on the control with this id, made on its behalf (a sleeping page's menu that wakes the page to open). */
export function markEarlyPress(id: string): void {
  pending.add(id);
}

/** Whether the control with this id was pressed before it could answer; the press is taken (true at most once). */
export function takeEarlyPress(id: string): boolean {
  return pending.delete(id);
}
