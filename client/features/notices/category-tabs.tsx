import { Link } from "wouter";
import { CATEGORIES, CATEGORY_LABELS } from "@common/categories";
import { isListSort, sortFor } from "@common/notice-sorts";
import { ScrollFades, useScrollHints } from "@/components/scroll-hints";
import { cn } from "@/lib/utils";

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
  const asked = query.get("sort");
  const sort = sortFor(tab.category, isListSort(asked) ? asked : undefined);
  if (sort) query.set("sort", sort);
  else query.delete("sort");
  const qs = query.toString();
  return qs ? `${tab.href}?${qs}` : tab.href;
}

const ACTIVE_TAB = '[aria-current="page"]';

/** All, Events, … Local Businesses: the active tab follows the URL (product-spec.md §2). */
export function CategoryTabs({ active, queryString }: { active?: string; queryString: string }) {
  const { ref, more } = useScrollHints<HTMLElement>(active, ACTIVE_TAB);
  return (
    <div className="relative -mx-4">
      <nav
        ref={ref}
        aria-label="Browse by category"
        className="overflow-x-auto px-4 py-1"
        // Scrolled to the active tab before the page wakes too (lib/scroll-strip.ts).
        data-scroll-strip={ACTIVE_TAB}
      >
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
      <ScrollFades more={more} />
    </div>
  );
}
