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
 * one searches again for the words as typed without those that named it (`interpreted.withoutLocation`,
 * `withoutCategory`, issue 34): "jobs in telford" without the town is "jobs", still read as Jobs; without the
 * category it is "in telford", still read as Telford. So the search box, the Location menu, the tabs and the chips
 * stay one state. (An answer without those fields: the words matched as text, the other filter made explicit.)
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
  const withoutLocation = (target: { location?: string }) =>
    interpreted.withoutLocation !== undefined
      ? resultsHref(
          { category: filters.category, search: interpreted.withoutLocation, ...target },
          currentQuery,
        )
      : resultsHref({ category, search: interpreted.words, ...target }, currentQuery);
  if (interpreted.within && location) {
    // "within 10 miles of Ludlow": removing it keeps a town the page set.
    chips.push({
      filter: "location",
      label: `within ${interpreted.within} miles of ${LOCATION_LABELS[location]}`,
      href: withoutLocation({ location: filters.location }),
    });
  } else if (interpreted.location && !filters.location) {
    chips.push({
      filter: "location",
      label: `in ${LOCATION_LABELS[interpreted.location]}`,
      href: withoutLocation({}),
    });
  }
  if (interpreted.category && !filters.category) {
    chips.push({
      filter: "category",
      label: CATEGORY_LABELS[interpreted.category],
      href:
        interpreted.withoutCategory !== undefined
          ? resultsHref({ location: filters.location, search: interpreted.withoutCategory }, currentQuery)
          : resultsHref({ location, search: interpreted.words }, currentQuery),
    });
  }
  return chips;
}

/**
 * The search to keep when the visitor picks another town in the Location menu (or All locations) while the town was
 * read from the words: the words without the town's, so the category and the rest go on.
 */
export function searchWithoutTown(interpreted: SearchInterpretation): string {
  return interpreted.withoutLocation ?? interpreted.words;
}

/**
 * The query string for the category tabs: when the category was read from the words, the words without it, so that
 * another tab replaces it instead of being searched for with "jobs" still in the box.
 */
export function queryWithoutCategory(
  currentQuery: string,
  filters: NoticeFilters,
  interpreted: SearchInterpretation | undefined,
): string {
  if (!interpreted?.category || filters.category || interpreted.withoutCategory === undefined)
    return currentQuery;
  const params = new URLSearchParams(currentQuery);
  if (interpreted.withoutCategory) params.set("search", interpreted.withoutCategory);
  else params.delete("search");
  return params.toString();
}
