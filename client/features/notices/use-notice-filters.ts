import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { isCategory } from "@common/categories";
import { ALL_LOCATIONS, isLocation } from "@common/locations";
import type { NoticeFilters } from "./notice-types";

export const SORTS = ["newest", "oldest", "most_viewed", "price_low", "price_high"] as const;
const PRICE_SORTS: readonly string[] = ["price_low", "price_high"];

/** Price sorts only exist for items for sale (product-spec.md §4); anywhere else they mean newest. */
export function sortFor(category: string | undefined, sort: string | null | undefined): string | undefined {
  if (!sort || !(SORTS as readonly string[]).includes(sort)) return undefined;
  if (PRICE_SORTS.includes(sort) && category !== "items_for_sale") return "newest";
  return sort;
}

export type FilterChange = Partial<Record<"location" | "search" | "sort", string | undefined>>;

/**
 * The list filters of a URL (location, search, sort in the query string; the category from the path). `?search=true`,
 * the header's search link, only opens the search box: it is not a search. The server renders lists with these too.
 */
export function readNoticeFilters(pathCategory: string | undefined, search: string) {
  const query = new URLSearchParams(search);
  const category = isCategory(pathCategory) ? pathCategory : undefined;
  const rawSearch = query.get("search")?.trim() ?? "";
  const openSearch = rawSearch === "true";
  const location = query.get("location") ?? "";
  const filters: NoticeFilters = {
    category,
    location: location !== ALL_LOCATIONS && isLocation(location) ? location : undefined,
    search: openSearch || !rawSearch ? undefined : rawSearch,
    sort: sortFor(category, query.get("sort")),
  };
  const hasFilter = Boolean(filters.search || filters.location || query.get("sort"));
  return { filters, openSearch, hasFilter };
}

/** The list filters of the current URL and a way to change them. */
export function useNoticeFilters(pathCategory?: string) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { filters, openSearch, hasFilter } = readNoticeFilters(pathCategory, search);

  /** New query string; `replace` while typing so each letter is not a history entry. */
  const setFilters = useCallback(
    (change: FilterChange, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(search);
      next.delete("page");
      if (next.get("search") === "true") next.delete("search");
      for (const [key, value] of Object.entries(change)) {
        if (value && !(key === "location" && value === ALL_LOCATIONS)) next.set(key, value);
        else next.delete(key);
      }
      const qs = next.toString();
      navigate(qs ? `${path}?${qs}` : path, { replace: options.replace });
    },
    [search, path, navigate],
  );

  return { filters, openSearch, hasFilter, setFilters, queryString: search };
}
