import { Inbox } from "lucide-react";
import { Link, useSearch } from "wouter";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@common/categories";
import { SaveSearchButton } from "@/features/saved-searches/save-search-button";
import type { NoticeFilters } from "@common/notice-list-filters";
import { resultsHref } from "./search-interpretation";

/**
 * A search that found nothing (issue 21): the nearest search that finds notices, the categories to browse instead,
 * and an alert for when a notice matches.
 */
export function NoSearchResults({ filters, didYouMean }: { filters: NoticeFilters; didYouMean?: string }) {
  const query = useSearch();
  const townQuery = filters.location ? `?location=${filters.location}` : "";
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center sm:p-10">
      <Inbox className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">No notices found</p>
      <p className="text-sm text-muted-foreground">Try adjusting your search or filters</p>
      {didYouMean && (
        <p>
          Did you mean{" "}
          <Link
            href={resultsHref(
              { category: filters.category, location: filters.location, search: didYouMean },
              query,
            )}
            className="font-semibold text-primary italic underline underline-offset-4"
          >
            {didYouMean}
          </Link>
          ?
        </p>
      )}
      <nav aria-label="Browse a category instead" className="max-w-xl">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
          {CATEGORIES.map((category: Category) => (
            <li key={category}>
              <Link
                href={`/category/${category}${townQuery}`}
                className="text-primary underline underline-offset-4"
              >
                {CATEGORY_LABELS[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {filters.search && (
        <SaveSearchButton
          label="E-mail me when a notice matches"
          variant="default"
          search={{
            search: filters.search,
            location: filters.location,
            category: filters.category,
          }}
        />
      )}
    </div>
  );
}
