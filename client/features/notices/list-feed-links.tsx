import { CalendarDays, Rss } from "lucide-react";
import { feedPath } from "@common/feed-paths";
import { useOrigin } from "@/lib/render-snapshot";
import type { NoticeFilters } from "@common/notice-list-filters";

const linkClass =
  "inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The list's feed (same category, town and search), and on the events list a calendar of every upcoming event of the
 * town that a phone's calendar can subscribe to (webcal).
 */
export function ListFeedLinks({ filters }: { filters: NoticeFilters }) {
  const origin = useOrigin();
  const calendar = `${origin.replace(/^https?:/, "webcal:")}/events.ics${
    filters.location ? `?location=${filters.location}` : ""
  }`;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <a className={linkClass} href={feedPath(filters)} type="application/rss+xml">
        <Rss className="h-4 w-4" aria-hidden="true" />
        Feed
      </a>
      {filters.category === "events" && (
        <a className={linkClass} href={calendar}>
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          Subscribe to the events calendar
        </a>
      )}
    </p>
  );
}
