import { useEffect, type SyntheticEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { Inbox } from "lucide-react";
import { formatNoticeCount } from "@common/format";
import { LIMITS } from "@common/limits";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { SaveSearchButton } from "@/features/saved-searches/save-search-button";
import { NoSearchResults } from "./no-search-results";
import { NoticeCard } from "./notice-card";
import { useNoticeListQuery } from "./use-notice-list-query";
import { GRID_CLASS, NoticeGridSkeleton } from "./notice-skeletons";
import type { NoticeFilters } from "@common/notice-list-filters";
import { SearchChips } from "./search-chips";
import { noteSearchAnswer } from "./search-tab";
import { LOCATION_LABELS, type Location } from "@common/locations";
import type { PublicNotice } from "@common/notice-types";

/** "Near Ludlow": the best matches of the towns around, when the town's own list holds few (issue 39). */
function NearbyNotices({ town, notices }: { town: Location; notices: PublicNotice[] }) {
  const heading = `Near ${LOCATION_LABELS[town]}`;
  return (
    <section aria-labelledby="nearby-heading" className="space-y-3">
      <h3 id="nearby-heading" className="text-xl font-semibold">
        {heading}
      </h3>
      <ul className={GRID_CLASS} aria-label={heading}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeCard notice={notice} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Load More": a button that appends the next 8, which is also a link to the address showing one page more (`?page=2`),
 * so a browser without JavaScript (or before it arrives) loads them too, as a server-rendered page.
 */
function LoadMore({ pagesShown, loadMore }: { pagesShown: number; loadMore: () => void }) {
  const [path] = useLocation();
  const query = new URLSearchParams(useSearch());
  query.set("page", String(pagesShown + 1));
  const press = (event: SyntheticEvent) => {
    event.preventDefault();
    loadMore();
  };
  return (
    <Button asChild variant="outline" size="lg">
      <a
        href={`${path}?${query}`}
        role="button"
        rel="nofollow"
        onClick={press}
        onKeyDown={(event) => {
          if (event.key === " ") press(event);
        }}
      >
        Load More
      </a>
    </Button>
  );
}

interface NoticeListSectionProps {
  title: string;
  filters: NoticeFilters;
  /** Whether a search or town narrows the list (decides which empty text shows). */
  isFiltered: boolean;
}

/** The main list: 8 at a time, Load More appends the next 8, with skeletons and the two empty states of the spec. */
export function NoticeListSection({ title, filters, isFiltered }: NoticeListSectionProps) {
  const list = useNoticeListQuery(filters);
  const firstPage = list.data?.pages[0];
  const pagination = firstPage?.pagination;
  const total = pagination?.total;
  const search = filters.search;
  const answered = list.isSuccess;
  const found = list.notices.length > 0;
  useEffect(() => {
    if (search && answered) noteSearchAnswer(search, found);
  }, [search, answered, found]);

  return (
    <section
      aria-labelledby="list-heading"
      className="space-y-4"
      // What search learns from this visit reads the search and its answer here, awake or not (search-tab.ts).
      data-search={search && answered ? search : undefined}
      data-found={search && answered ? String(found) : undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="list-heading" className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {total !== undefined && total > 0 && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatNoticeCount(total, pagination?.totalIsCapped)}
          </p>
        )}
      </div>

      {filters.search && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SearchChips filters={filters} interpreted={firstPage?.interpreted} />
          {list.notices.length > 0 && (
            <SaveSearchButton
              label="Save this search"
              search={{
                search: filters.search,
                location: filters.location,
                within: filters.within,
                category: filters.category,
              }}
            />
          )}
        </div>
      )}

      {list.isPending && <NoticeGridSkeleton count={LIMITS.pageSize} label="Loading notices" />}

      {list.isError && (
        <div role="alert" className="rounded-lg border border-destructive/40 p-6 text-center">
          <p className="font-medium">Notices could not be loaded.</p>
          <p className="text-sm text-muted-foreground">{errorMessage(list.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {list.isSuccess && list.notices.length === 0 && filters.search && (
        <NoSearchResults
          filters={filters}
          didYouMean={firstPage?.didYouMean}
          interpreted={firstPage?.interpreted}
        />
      )}

      {list.isSuccess && list.notices.length === 0 && !filters.search && (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <Inbox className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-semibold">No notices found</p>
          <p className="text-sm text-muted-foreground">
            {isFiltered
              ? "Try adjusting your search or filters"
              : "Be the first to post a notice in this category"}
          </p>
        </div>
      )}

      {list.notices.length > 0 && (
        <ul
          className={GRID_CLASS}
          aria-label={title}
          // A result opened after a search that found nothing teaches search a synonym (search-tab.ts).
          data-search-results=""
        >
          {list.notices.map((notice) => (
            <li key={notice.id}>
              <NoticeCard notice={notice} />
            </li>
          ))}
        </ul>
      )}

      {list.isFetchingNextPage && <NoticeGridSkeleton count={4} label="Loading more notices" />}

      {list.hasNextPage && !list.isFetchingNextPage && (
        <div className="flex justify-center pt-2">
          <LoadMore pagesShown={list.data?.pages.length ?? 1} loadMore={() => void list.fetchNextPage()} />
        </div>
      )}

      {firstPage?.nearby &&
        firstPage.nearby.length > 0 &&
        (filters.location ?? firstPage.interpreted?.location) && (
          <NearbyNotices
            town={(filters.location ?? firstPage.interpreted?.location) as Location}
            notices={firstPage.nearby}
          />
        )}
    </section>
  );
}
