import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { CATEGORIES, CATEGORY_LABELS } from "@common/categories";
import { cn } from "@/lib/utils";
import { sortFor } from "./use-notice-filters";

const TABS: { href: string; label: string; category?: string }[] = [
  { href: "/", label: "All" },
  ...CATEGORIES.map((category) => ({
    href: `/category/${category}`,
    label: CATEGORY_LABELS[category],
    category,
  })),
];

/** Keeps the town and search when switching tabs; a price sort survives only into items for sale. */
function hrefWith(tab: { href: string; category?: string }, queryString: string): string {
  const query = new URLSearchParams(queryString);
  const sort = sortFor(tab.category, query.get("sort"));
  if (sort) query.set("sort", sort);
  else query.delete("sort");
  const qs = query.toString();
  return qs ? `${tab.href}?${qs}` : tab.href;
}

/**
 * On a phone the strip is wider than the screen: a fade on each side that has more tabs says it scrolls, and the
 * active tab is scrolled into view (on a category page it may sit past the edge).
 */
function useScrollHints(active: string | undefined) {
  const ref = useRef<HTMLElement>(null);
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
    const strip = ref.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !tab) return;
    // A tab's width of room on either side, so the fade never covers the active one.
    const margin = 48;
    const start = tab.offsetLeft - strip.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start - margin < strip.scrollLeft) strip.scrollLeft = Math.max(0, start - margin);
    else if (end + margin > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = end + margin - strip.clientWidth;
  }, [active]);

  return { ref, more };
}

const fade = "pointer-events-none absolute inset-y-0 w-10 from-background to-transparent";

/** All, Events, … Local Businesses: the active tab follows the URL (product-spec.md §2). */
export function CategoryTabs({ active, queryString }: { active?: string; queryString: string }) {
  const { ref, more } = useScrollHints(active);
  return (
    <div className="relative -mx-4">
      <nav ref={ref} aria-label="Browse by category" className="overflow-x-auto px-4 py-1">
        <ul className="flex w-max gap-2">
          {TABS.map((tab) => {
            const isActive = tab.category === active;
            return (
              <li key={tab.href}>
                <Link
                  href={hrefWith(tab, queryString)}
                  aria-current={isActive ? "page" : undefined}
                  className={cn(
                    "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                    isActive
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border bg-background text-foreground hover:bg-accent",
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
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
    </div>
  );
}
