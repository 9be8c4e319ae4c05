import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { readListFilters } from "@common/notice-list-filters";
import { nextListAddress, type FilterChange } from "./list-address";

export type { FilterChange };

/** The list filters of the current URL and a way to change them. */
export function useNoticeFilters(pathCategory?: string) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { filters, openSearch, hasFilter } = readListFilters(pathCategory, search);

  /** New query string; `replace` while typing so each letter is not a history entry. */
  const setFilters = useCallback(
    (change: FilterChange, options: { replace?: boolean } = {}) =>
      navigate(nextListAddress(path, search, change), { replace: options.replace }),
    [search, path, navigate],
  );

  return { filters, openSearch, hasFilter, setFilters, queryString: search };
}
