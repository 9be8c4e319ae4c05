import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/synonyms?search=: the groups holding a word that starts with `search` (all when empty). */
export function useSynonymGroupsQuery(search: string) {
  const word = search.trim();
  return useQuery({
    queryKey: queryKeys.admin.synonyms.list(word),
    queryFn: () => call(api.GET("/api/admin/synonyms", { params: { query: word ? { search: word } : {} } })),
    placeholderData: keepPreviousData,
  });
}
