/**
 * The words a list's address searches for (its `search`), or "" for none. `?search=true`, the header's search link,
 * only opens the search box: it is not a search. Apart from notice-list-filters.ts so a page's first script can read it
 * alone (client/features/notices/search-asleep.ts).
 */
export function listSearchWords(query: URLSearchParams): { words: string; openSearch: boolean } {
  const text = query.get("search")?.trim() ?? "";
  return text === "true" ? { words: "", openSearch: true } : { words: text, openSearch: false };
}
