import type { ReactNode } from "react";
import { NoticeFilterBar } from "./notice-filter-bar";
import { CategoryTabs } from "./category-tabs";
import { FeaturedNotices } from "./featured-notices";
import { ListFeedLinks } from "./list-feed-links";
import { NoticeListSection } from "./notice-list-section";
import { useInfiniteQuery } from "@tanstack/react-query";
import { noticeListQuery, showsFeatured } from "@/lib/page-queries";
import { queryWithoutCategory, searchWithoutTown } from "./search-interpretation";
import { useNoticeFilters } from "./use-notice-filters";

interface NoticeBrowserProps {
  /** The category of the path (category pages), valid or not. */
  pathCategory?: string;
  /** Above the tabs: the home hero, or the category heading. Given whether a filter is active. */
  header: (state: { hasFilter: boolean; location?: string }) => ReactNode;
  featuredTitle: string;
  /** Title of the main list when no search or town narrows it. */
  listTitle: string;
  /** Below the list: the category page's newsletter sign-up. */
  footer?: (state: { location?: string }) => ReactNode;
}

/** The home and category lists (product-spec.md §2): tabs, search and filters, featured notices, the list. */
export function NoticeBrowser({
  pathCategory,
  header,
  featuredTitle,
  listTitle,
  footer,
}: NoticeBrowserProps) {
  const { filters, openSearch, hasFilter, setFilters, queryString } = useNoticeFilters(pathCategory);
  // One state for the filters: a town or category read from the words shows in the Location menu and the tabs too
  // (the list's own query, shared: nothing more is fetched).
  const interpreted = useInfiniteQuery(noticeListQuery(filters)).data?.pages[0]?.interpreted;
  const shown = {
    ...filters,
    location: filters.location ?? interpreted?.location,
    category: filters.category ?? interpreted?.category,
  };
  // Choosing another town replaces the one read from the words: the words go on without it.
  const setShownFilters: typeof setFilters = (change, options) =>
    setFilters(
      change.location !== undefined && interpreted?.location && !filters.location
        ? { search: searchWithoutTown(interpreted) || undefined, ...change }
        : change,
      options,
    );
  // Another tab replaces the category read from the words: the tabs link to the words without it.
  const tabsQuery = queryWithoutCategory(queryString, filters, interpreted);
  return (
    <div className="container mx-auto space-y-8 px-4 py-6 sm:py-8">
      {header({ hasFilter, location: filters.location })}
      <div className="space-y-4">
        <CategoryTabs active={shown.category} queryString={tabsQuery} />
        {/* With the page, not after it: the page is hydrated only when the visitor reaches for it, and a part
            hydrating later would be drawn again, empty, when the page's first update reached it (0020). The menus'
            library still loads when a menu is first pressed (DeferredSelect). */}
        <NoticeFilterBar filters={shown} openSearch={openSearch} setFilters={setShownFilters} />
        <ListFeedLinks
          filters={{ category: filters.category, location: filters.location, search: filters.search }}
        />
      </div>
      {showsFeatured(filters) && (
        <FeaturedNotices
          title={featuredTitle}
          filters={{ category: filters.category, location: filters.location }}
        />
      )}
      <NoticeListSection
        title={hasFilter ? "Search Results" : listTitle}
        filters={filters}
        isFiltered={hasFilter}
      />
      {footer?.({ location: filters.location })}
    </div>
  );
}
