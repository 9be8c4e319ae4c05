/**
 * "Copy link" on a notice (share-notice.tsx), an island without a dialog (docs/decisions/0022-dialog-islands.md): the
 * link is written to the clipboard at the press itself — the browser allows it only then, and on one bar of signal the
 * toast's code may arrive seconds later — and the toast that says so loads after. No React here: on a sleeping page
 * boot.ts calls this, and the page stays asleep.
 */
export function copyNoticeLink(trigger: HTMLElement): void {
  const url = trigger.dataset.shareUrl ?? location.href;
  const copied = navigator.clipboard
    ? navigator.clipboard.writeText(url)
    : Promise.reject(new Error("This browser cannot copy."));
  // Told to the toast below; never an unhandled rejection meanwhile.
  copied.catch(() => undefined);
  void import("./copy-link-toast").then((toast) => toast.toastCopied(copied, url));
}
