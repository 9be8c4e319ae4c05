/** A strip of tabs that scrolls sideways, marked with its active tab's selector. */
const STRIP = "[data-scroll-strip]";

/**
 * Scrolls a sideways strip of tabs so that its active tab (found by `activeSelector`) is in view, with a tab's width of
 * room on either side so the fade never covers it: on a phone the active tab may sit past the edge. Used by
 * useScrollHints when a page is awake and by boot.ts before it wakes.
 */
export function scrollActiveIntoView(strip: HTMLElement, activeSelector: string): void {
  const tab = strip.querySelector<HTMLElement>(activeSelector);
  if (!tab) return;
  const margin = 48;
  const start = tab.offsetLeft - strip.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start - margin < strip.scrollLeft) strip.scrollLeft = Math.max(0, start - margin);
  else if (end + margin > strip.scrollLeft + strip.clientWidth)
    strip.scrollLeft = end + margin - strip.clientWidth;
}

/** Before a page wakes: each marked strip shows its active tab (`data-scroll-strip` holds the tab's selector). */
export function scrollStripsToActive(doc: Document = document): void {
  doc.querySelectorAll<HTMLElement>(STRIP).forEach((strip) => {
    if (strip.dataset.scrollStrip) scrollActiveIntoView(strip, strip.dataset.scrollStrip);
  });
}
