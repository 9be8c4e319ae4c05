/** A strip of tabs that scrolls sideways, marked with its active tab's selector. */
const STRIP = "[data-scroll-strip]";

/** Room kept on either side of the active tab (the strip's fade covers about this much). */
const MARGIN = 48;

/**
 * Scrolls a sideways strip of tabs so that its active tab (found by `activeSelector`) is in view, with a tab's width of
 * room on either side so the fade never covers it: on a phone the active tab may sit past the edge. Used by
 * useScrollHints when a page is awake and by boot.ts before it wakes.
 */
export function scrollActiveIntoView(strip: HTMLElement, activeSelector: string): void {
  const tab = strip.querySelector<HTMLElement>(activeSelector);
  if (!tab) return;
  const start = tab.offsetLeft - strip.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start - MARGIN < strip.scrollLeft) strip.scrollLeft = Math.max(0, start - MARGIN);
  else if (end + MARGIN > strip.scrollLeft + strip.clientWidth)
    strip.scrollLeft = end + MARGIN - strip.clientWidth;
}

/**
 * Before a page wakes: each marked strip shows its active tab (`data-scroll-strip` holds the tab's selector). Asked of
 * an IntersectionObserver, which answers once the browser has laid the page out, rather than by reading the tab's
 * position at once: a read in the boot script would make the browser lay the whole page out inside the script's task
 * (blocking time on a slow phone), and on most pages the active tab is in view and nothing needs doing.
 */
export function scrollStripsToActive(doc: Document = document): void {
  doc.querySelectorAll<HTMLElement>(STRIP).forEach((strip) => {
    const selector = strip.dataset.scrollStrip;
    const tab = selector ? strip.querySelector<HTMLElement>(selector) : null;
    if (!selector || !tab) return;
    if (typeof IntersectionObserver === "undefined") return scrollActiveIntoView(strip, selector);
    const observer = new IntersectionObserver(
      ([seen]) => {
        observer.disconnect();
        if (seen && seen.intersectionRatio < 1) scrollActiveIntoView(strip, selector);
      },
      // The strip less the margin on either side: a tab under the fade counts as out of view.
      { root: strip, rootMargin: `0px -${MARGIN}px`, threshold: 1 },
    );
    observer.observe(tab);
  });
}
