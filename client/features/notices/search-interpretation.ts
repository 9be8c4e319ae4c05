import { CATEGORY_LABELS } from "@common/categories";
import { LOCATION_LABELS } from "@common/locations";
import type { SearchInterpretation } from "@common/notice-answer-schemas";
import type { NoticeFilters } from "@common/notice-list-filters";

/**
 * A results page's address: the category as the path, the words and the town in the query string, the rest of the
 * current query string (the sort) kept. Every value here is explicit, so the server reads no town or category from
 * the words that is not meant.
 */
export function resultsHref(
  target: { category?: string; location?: string; search?: string; within?: number },
  currentQuery: string,
): string {
  const params = new URLSearchParams(currentQuery);
  params.delete("page");
  for (const key of ["search", "location"] as const) {
    const value = target[key]?.trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (target.within && target.location) params.set("within", String(target.within));
  else params.delete("within");
  const path = target.category ? `/category/${target.category}` : "/";
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface SearchChip {
  filter: "location" | "category";
  /** "in Ludlow", "Jobs". */
  label: string;
  /** The same search with this filter cleared. */
  href: string;
}

/**
 * The chips of a town or category the server read from the words (issue 21), for those the URL did not set. Removing
 * one searches again for the words it kept as text (`interpreted.words`) with the other filter made explicit: the
 * town word is no longer in the search, so it cannot be read again, and the category stays as the category page's
 * path (or the town as `location`), which wins over the words.
 */
export function searchChips(
  filters: NoticeFilters,
  interpreted: SearchInterpretation | undefined,
  currentQuery: string,
): SearchChip[] {
  if (!interpreted) return [];
  const chips: SearchChip[] = [];
  const category = filters.category ?? interpreted.category;
  const location = filters.location ?? interpreted.location;
  if (interpreted.within && location) {
    // "within 10 miles of Ludlow": removing it keeps the town alone.
    chips.push({
      filter: "location",
      label: `within ${interpreted.within} miles of ${LOCATION_LABELS[location]}`,
      href: resultsHref({ category, location: filters.location, search: interpreted.words }, currentQuery),
    });
  } else if (interpreted.location && !filters.location) {
    chips.push({
      filter: "location",
      label: `in ${LOCATION_LABELS[interpreted.location]}`,
      href: resultsHref({ category, search: interpreted.words }, currentQuery),
    });
  }
  if (interpreted.category && !filters.category) {
    chips.push({
      filter: "category",
      label: CATEGORY_LABELS[interpreted.category],
      href: resultsHref({ location, search: interpreted.words }, currentQuery),
    });
  }
  return chips;
}
