import { Inbox } from "lucide-react";
import { Link, useSearch } from "wouter";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@common/categories";
import { SaveSearchButton } from "@/features/saved-searches/save-search-button";
import type { NoticeFilters } from "@common/notice-list-filters";
import { resultsHref } from "./search-interpretation";
import type { SearchInterpretation } from "@common/notice-answer-schemas";
import { LOCATION_LABELS } from "@common/locations";

/**
 * What the nearest search gave up of the one typed, said after it: "bike" for "bike shrewsbry" searches everywhere,
 * not in Shrewsbury, and must not read as the same search again.
 */
function widenedBy(suggestion: string, interpreted: SearchInterpretation | undefined): string {
  const words = suggestion.toLowerCase();
  const dropsTown =
    interpreted?.location !== undefined &&
    !words.includes(LOCATION_LABELS[interpreted.location].toLowerCase());
  const dropsCategory = interpreted?.category !== undefined && words === interpreted.words.toLowerCase();
  if (dropsTown && dropsCategory) return " (any category, anywhere in Shropshire)";
  if (dropsTown) return " (anywhere in Shropshire)";
  if (dropsCategory) return " (any category)";
  return "";
}

/**
 * A search that found nothing (issue 21): the nearest search that finds notices, the categories to browse instead,
 * and an alert for when a notice matches.
 */
export function NoSearchResults({
  filters,
  didYouMean,
  interpreted,
}: {
  filters: NoticeFilters;
  didYouMean?: string;
  interpreted?: SearchInterpretation;
}) {
  const query = useSearch();
  const widened = didYouMean ? widenedBy(didYouMean, interpreted) : "";
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
          {widened}?
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
