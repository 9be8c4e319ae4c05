/**
 * The dialogs drawn as islands (docs/decisions/0022-dialog-islands.md), each by its trigger's name
 * (`data-island="{name}"`): boot.ts opens them while the page sleeps, their buttons once it is awake. Each island's
 * code loads on the first press; nothing here needs React.
 */
import { ISLAND_TRIGGER, type IslandOpeners } from "./lib/wake-on-press";
import { copyNoticeLink } from "./features/share/copy-link";
import { openShareSheet } from "./features/share/share-sheet";
import { goToComments } from "./features/comments/go-to-comments";

export const ISLAND_OPENERS: IslandOpeners = {
  "post-notice": (trigger) =>
    void import("./features/post-notice/post-notice-island").then((island) => island.openPostNotice(trigger)),
  contact: (trigger) =>
    void import("./features/contact/contact-island").then((island) => island.openContact(trigger)),
  "report-notice": (trigger) =>
    void import("./features/report-notice/report-notice-island").then((island) =>
      island.openReportNotice(trigger),
    ),
  "save-search": (trigger) =>
    void import("./features/saved-searches/save-search-island").then((island) =>
      island.openSaveSearch(trigger),
    ),
  "report-comment": (trigger) =>
    void import("./features/comments/report-comment-island").then((island) =>
      island.openReportComment(trigger),
    ),
  // Drawn in place, over the server's form (comment-form-slot.tsx): `trigger` is its slot.
  "comment-form": (slot) =>
    void import("./features/comments/comment-form-island").then((island) => island.openCommentForm(slot)),
  // Drawn in place too, in the footer and on a category page (subscribe-form-slot.tsx).
  "subscribe-form": (slot) =>
    void import("./features/newsletter/subscribe-form-island").then((island) =>
      island.openSubscribeForm(slot),
    ),
  // No dialog: the page scrolls to the comment form and focuses it, which wakes the form alone.
  "reply-discussion": () => goToComments(),
  // No dialog: the link is copied at the press (copy-link.ts), which needs no React; its toast loads after.
  "copy-link": (trigger) => copyNoticeLink(trigger),
  // No dialog either: the phone's own share sheet opens at the press (share-sheet.ts).
  "share-sheet": (trigger) => openShareSheet(trigger),
  "feature-notice": (trigger) =>
    void import("./features/payments/feature-island").then((island) => island.openFeatureNotice(trigger)),
};

/** Opens the island of a button marked `data-island`. */
export function openIslandOf(trigger: HTMLElement): void {
  ISLAND_OPENERS[trigger.getAttribute(ISLAND_TRIGGER) ?? ""]?.(trigger);
}

const openedAtOnce = new WeakMap<HTMLElement, string>();

/**
 * Opens the island of a button once for the notice it names (`data-notice-id`): for an address that asks for it at
 * once (the live-notice mail's `?feature=1`). boot.ts opens it on a sleeping page; the button, once the page has woken,
 * asks again and nothing happens, so a dialog the visitor closed meanwhile stays closed.
 */
export function openIslandOnce(trigger: HTMLElement): void {
  const about = trigger.dataset.noticeId ?? "";
  if (openedAtOnce.get(trigger) === about) return;
  openedAtOnce.set(trigger, about);
  openIslandOf(trigger);
}
