import { useEffect, useRef, useState, type FormEvent } from "react";
import { Search, X } from "lucide-react";
import { ALL_LOCATIONS, isLocation, LOCATION_LABELS, LOCATIONS } from "@common/locations";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DeferredSelect } from "@/components/deferred-select";
import type { Option } from "@/components/option-select";
import type { NoticeFilters } from "@common/notice-list-filters";
import { LIST_SORTS, SORT_LABELS, sortFor } from "@common/notice-sorts";
import type { FilterChange } from "./use-notice-filters";
import { BEST_MATCH, TYPING_PAUSE_MS } from "./list-address";
import { SEARCH_PLACEHOLDER } from "./search-examples";

const LOCATION_OPTIONS: Option[] = [
  { value: ALL_LOCATIONS, label: "All locations" },
  ...LOCATIONS.map((location) => ({ value: location, label: LOCATION_LABELS[location] })),
];

interface NoticeFilterBarProps {
  filters: NoticeFilters;
  /** Focus the search box (the header's search link). */
  openSearch: boolean;
  setFilters: (change: FilterChange, options?: { replace?: boolean }) => void;
}

/** Search box (results follow typing), town and sort; every change lands in the query string. */
export function NoticeFilterBar({ filters, openSearch, setFilters }: NoticeFilterBarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const urlSearch = filters.search ?? "";
  const [text, setText] = useState(urlSearch);
  const [shownSearch, setShownSearch] = useState(urlSearch);
  if (urlSearch !== shownSearch) {
    // The URL moved on its own (back button, a tab): the box follows it.
    setShownSearch(urlSearch);
    setText(urlSearch);
  }

  useEffect(() => {
    if (text.trim() === urlSearch) return;
    const timer = setTimeout(
      () => setFilters({ search: text.trim() || undefined }, { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, urlSearch, setFilters]);

  useEffect(() => {
    if (openSearch) inputRef.current?.focus();
  }, [openSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== urlSearch) setFilters({ search: text.trim() || undefined });
  };

  const sorts: Option[] = [
    ...(filters.search ? [{ value: BEST_MATCH, label: "Best match" }] : []),
    ...LIST_SORTS.filter((value) => sortFor(filters.category, value) === value).map((value) => ({
      value,
      label: SORT_LABELS[value],
    })),
  ];
  // Always a value, so the select never needs an empty placeholder option (invalid HTML in the server's render), and
  // its text written out, so the server's HTML shows it before the list of options exists.
  const sort = filters.sort ?? (filters.search ? BEST_MATCH : "newest");
  const sortLabel = sorts.find((option) => option.value === sort)?.label ?? "";
  const location = filters.location ?? ALL_LOCATIONS;
  const locationText = isLocation(location) ? LOCATION_LABELS[location] : "All locations";

  return (
    // A GET form: without JavaScript (or before it arrives) Enter or Apply asks the server for the filtered page, the
    // search box's words as `search` and the <noscript> menus' town and sort (product-spec.md §2's query string).
    // While the page sleeps, its script answers the search box itself (features/notices/search-asleep.ts).
    <form
      role="search"
      method="get"
      data-answers-asleep=""
      onSubmit={submit}
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem] md:items-start"
    >
      <div className="space-y-1.5">
        <Label htmlFor="notice-search">Search notices</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id="notice-search"
            name="search"
            type="search"
            enterKeyHint="search"
            placeholder={SEARCH_PLACEHOLDER}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute top-0 right-0"
              data-js-only
              aria-label="Clear search"
              onClick={() => {
                setText("");
                setFilters({ search: undefined });
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {filters.within !== undefined && <input type="hidden" name="within" value={filters.within} />}
      <div className="grid grid-cols-2 gap-3 md:contents" data-js-only>
        <div className="space-y-1.5">
          <Label htmlFor="notice-location">Location</Label>
          <DeferredSelect
            id="notice-location"
            value={location}
            valueText={locationText}
            options={LOCATION_OPTIONS}
            onValueChange={(value) => setFilters({ location: value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="notice-sort">Sort by</Label>
          <DeferredSelect
            id="notice-sort"
            value={sort}
            valueText={sortLabel}
            options={sorts}
            onValueChange={(value) => setFilters({ sort: value === BEST_MATCH ? undefined : value })}
          />
        </div>
      </div>
      <NoScriptMenus location={location} sort={sort} sorts={sorts} />
    </form>
  );
}

const NATIVE_SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-hidden";

/**
 * The town and sort menus of a browser without JavaScript: native selects and an Apply button, in a <noscript> (React
 * renders it on the server and never on the client); the page's head hides the menus that need the script
 * (`data-js-only`, client/index.html).
 */
function NoScriptMenus({ location, sort, sorts }: { location: string; sort: string; sorts: Option[] }) {
  return (
    <noscript>
      <div className="grid grid-cols-2 gap-3 md:col-span-3 md:grid-cols-[12rem_12rem_auto] md:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="notice-location-menu">Location</Label>
          <select
            id="notice-location-menu"
            name="location"
            defaultValue={location}
            className={NATIVE_SELECT_CLASS}
          >
            {LOCATION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="notice-sort-menu">Sort by</Label>
          <select id="notice-sort-menu" name="sort" defaultValue={sort} className={NATIVE_SELECT_CLASS}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" className="col-span-2 md:col-span-1">
          Apply
        </Button>
      </div>
    </noscript>
  );
}
