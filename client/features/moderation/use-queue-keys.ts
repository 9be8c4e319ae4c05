import { useEffect, useRef } from "react";

export type QueueKeyAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "approve" }
  | { type: "reject" }
  | { type: "reason"; index: number }
  | { type: "cancel" }
  | { type: "edit" }
  | { type: "open" }
  | { type: "select" }
  | { type: "approveSelected" }
  | { type: "help" };

/** The shortcuts the `?` dialog lists, in its order. */
export const QUEUE_SHORTCUTS: [string, string][] = [
  ["j / k", "Next / previous card"],
  ["a", "Approve (keep a reported item)"],
  ["r then 1–6", "Reject with a reason (remove a reported item)"],
  ["e", "Edit the notice"],
  ["o", "Open the notice in a new tab"],
  ["x", "Select or unselect the card"],
  ["A", "Approve all selected"],
  ["Esc", "Cancel choosing a reason"],
  ["?", "Show these shortcuts"],
];

const KEYS: Record<string, QueueKeyAction> = {
  j: { type: "next" },
  k: { type: "previous" },
  a: { type: "approve" },
  r: { type: "reject" },
  e: { type: "edit" },
  o: { type: "open" },
  x: { type: "select" },
  A: { type: "approveSelected" },
  "?": { type: "help" },
  Escape: { type: "cancel" },
};

/** Typing in a field, or any open dialog, keeps its keys: a shortcut must never fire there. */
function isTypingOrInDialog(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return true;
  return !!document.querySelector("[role='dialog'], [role='alertdialog']");
}

/** Listens on the document while the queue is shown; the handler always sees the latest state. */
export function useQueueKeys(onAction: (action: QueueKeyAction) => void) {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (isTypingOrInDialog(event)) return;
      const digit = /^[1-6]$/.test(event.key) ? Number(event.key) : 0;
      const action: QueueKeyAction | undefined = digit
        ? { type: "reason", index: digit - 1 }
        : KEYS[event.key];
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
