import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { scrollActiveIntoView } from "@/lib/scroll-strip";

/**
 * On a phone a strip of tabs is wider than the screen and scrolls sideways: a fade on each side that has more tabs
 * says so, and the active tab (found by `activeSelector`) is scrolled into view, as it may sit past the edge.
 */
export function useScrollHints<T extends HTMLElement>(active: string | undefined, activeSelector: string) {
  const ref = useRef<T>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const left = strip.scrollLeft > 1;
      const right = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    update();
    strip.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    if (ref.current) scrollActiveIntoView(ref.current, activeSelector);
  }, [active, activeSelector]);

  return { ref, more };
}

const fade = "pointer-events-none absolute inset-y-0 w-10 from-background to-transparent";

/** The fades of a scrolling strip; put them beside it inside a `relative` box. */
export function ScrollFades({ more }: { more: { left: boolean; right: boolean } }) {
  return (
    <>
      {more.left && (
        <div data-testid="tabs-more-left" aria-hidden="true" className={cn(fade, "left-0 bg-linear-to-r")} />
      )}
      {more.right && (
        <div
          data-testid="tabs-more-right"
          aria-hidden="true"
          className={cn(fade, "right-0 bg-linear-to-l")}
        />
      )}
    </>
  );
}
