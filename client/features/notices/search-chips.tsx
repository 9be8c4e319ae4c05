import { X } from "lucide-react";
import { useLocation, useSearch } from "wouter";
import type { SearchInterpretation } from "@common/notice-answer-schemas";
import { Button } from "@/components/ui/button";
import type { NoticeFilters } from "@common/notice-list-filters";
import { searchChips } from "./search-interpretation";

/** "in Ludlow ✕", "Jobs ✕": what the server read from the words; pressing one searches again without it. */
export function SearchChips({
  filters,
  interpreted,
}: {
  filters: NoticeFilters;
  interpreted?: SearchInterpretation;
}) {
  const query = useSearch();
  const [, navigate] = useLocation();
  const chips = searchChips(filters, interpreted, query);
  if (!chips.length) return null;
  return (
    <ul aria-label="Filters read from your search" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.filter}>
          <Button
            variant="secondary"
            size="sm"
            className="rounded-full"
            onClick={() => {
              navigate(chip.href);
              // The chip is gone: the search box is where the visitor goes on from.
              requestAnimationFrame(() => document.getElementById("notice-search")?.focus());
            }}
          >
            <span className="sr-only">Remove filter: </span>
            {chip.label}
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
