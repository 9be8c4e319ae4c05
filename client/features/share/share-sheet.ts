/**
 * "Share" on a notice (share-notice.tsx): the phone's own share sheet, an island without a dialog
 * (docs/decisions/0022-dialog-islands.md). The browser opens the sheet only at the press itself, and no React is needed:
 * on a sleeping page boot.ts calls this, and the page stays asleep. The button is shown only in a browser that has a
 * share sheet (markShareSheet, and index.css), in place of the copy and app links.
 */
export function openShareSheet(trigger: HTMLElement): void {
  const url = trigger.dataset.shareUrl ?? location.href;
  // Closing the sheet without sharing rejects: nothing to tell.
  navigator.share?.({ title: trigger.dataset.shareTitle, url }).catch(() => undefined);
}

/** The attribute on <html> of a browser with a share sheet (index.css shows the Share button by it). */
export const CAN_SHARE = "data-can-share";

/** Marks the page of a browser that has a share sheet (boot.ts, before anything waits for it). */
export function markShareSheet(doc: Document = document): void {
  if (typeof navigator.share === "function") doc.documentElement.setAttribute(CAN_SHARE, "");
}
