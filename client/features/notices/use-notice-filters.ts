import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { ALL_LOCATIONS } from "@common/locations";
import { readListFilters } from "@common/notice-list-filters";

export type FilterChange = Partial<Record<"location" | "search" | "sort", string | undefined>>;

/** The list filters of the current URL and a way to change them. */
export function useNoticeFilters(pathCategory?: string) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { filters, openSearch, hasFilter } = readListFilters(pathCategory, search);

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
