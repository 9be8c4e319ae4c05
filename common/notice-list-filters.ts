import { categoryLabel, isCategory, type Category } from "./categories";
import { ALL_LOCATIONS, isLocation, locationLabel, WITHIN_MAX, WITHIN_MIN, type Location } from "./locations";
import { isListSort, sortFor, type ListSortChoice } from "./notice-sorts";
import { listSearchWords } from "./list-search-words";

/** The list filters that live in the query string (product-spec.md §2) plus the category of a category page. */
export interface NoticeFilters {
  category?: Category;
  location?: Location;
  /** Miles around `location` (issue 39). */
  within?: number;
  search?: string;
  sort?: ListSortChoice;
}

/**
 * The list filters of a page's address (location, search, sort in the query string; the category from the path), read
 * with the list API's values (no validation library: public pages load none). `?search=true`, the header's search link, only opens the search box: it is not a
 * search. The browser's filter bar, the server's render and the page's head all read a list page with this.
 */
export function readListFilters(pathCategory: string | undefined, search: string) {
  const query = new URLSearchParams(search);
  const location = query.get("location") ?? "";
  const sort = query.get("sort");
  const category = isCategory(pathCategory) ? pathCategory : undefined;
  const { words: text, openSearch } = listSearchWords(query);
  const miles = Number(query.get("within") ?? "");
  const inTown = location !== ALL_LOCATIONS && isLocation(location);
  const filters: NoticeFilters = {
    category,
    location: inTown ? location : undefined,
    ...(inTown && Number.isInteger(miles) && miles >= WITHIN_MIN
      ? { within: Math.min(WITHIN_MAX, miles) }
      : {}),
    search: text || undefined,
    sort: sortFor(category, isListSort(sort) ? sort : undefined),
  };
  const hasFilter = Boolean(filters.search || filters.location || query.get("sort"));
  return { filters, openSearch, hasFilter };
}

/** The most pages of a list one address shows (`?page=20`: 160 notices), so an address cannot ask for the whole board. */
export const MAX_LIST_PAGES = 20;

/**
 * How many pages of its list a list page's address shows: `?page=3`, the "Load More" link's address for a browser
 * without JavaScript, shows the first three pages; 1 when absent or unreadable, MAX_LIST_PAGES at most.
 */
export function readListPages(search: string): number {
  const page = Number(new URLSearchParams(search).get("page") ?? "1");
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_LIST_PAGES) : 1;
}

/** A list page's heading: "Items for Sale in Shropshire - Oswestry"; a path that is no category lists every notice. */
export function listHeading(category: string | undefined, location: string | undefined): string {
  const name = isCategory(category)
    ? categoryLabel(category)
    : category === "community"
      ? "Community"
      : "Notices";
  const base = category === undefined ? "Notices in Shropshire" : `${name} in Shropshire`;
  return location ? `${base} - ${locationLabel(location)}` : base;
}
