import { ALL_LOCATIONS } from "@common/all-locations";

/** How long a pause in typing into the list's search box waits before the list follows the words. */
export const TYPING_PAUSE_MS = 350;

/** The sort a search has when none is chosen (not put in the address). */
export const BEST_MATCH = "best_match";

export type FilterChange = Partial<Record<"location" | "search" | "sort", string | undefined>>;

/**
 * The list's address once `change` is made to the filters of `search` (the query string, without its "?"): back to the
 * first page, and an empty value, or every town, drops its key. The awake page's filters (use-notice-filters.ts) and a
 * sleeping page's search box (search-asleep.ts) go to the same address, so the page a search drew is the one React
 * hydrates.
 */
export function nextListAddress(path: string, search: string, change: FilterChange): string {
  const next = new URLSearchParams(search);
  next.delete("page");
  if (next.get("search") === "true") next.delete("search");
  for (const [key, value] of Object.entries(change)) {
    if (value && !(key === "location" && value === ALL_LOCATIONS)) next.set(key, value);
    else next.delete(key);
  }
  const qs = next.toString();
  return qs ? `${path}?${qs}` : path;
}
