import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SynonymGroup,
  SynonymGroupInput,
  SynonymGroupUpdate,
  SynonymListSchema,
} from "@common/synonym-schemas";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type SynonymList = z.infer<typeof SynonymListSchema>;

/** GET /api/admin/synonyms?search=: the groups holding a word that starts with `search` (all when empty). */
export function useSynonymGroups(search: string) {
  const word = search.trim();
  return useQuery({
    queryKey: queryKeys.admin.synonyms.list(word),
    queryFn: () =>
      apiRequest<SynonymList>(
        "GET",
        word ? `/api/admin/synonyms?search=${encodeURIComponent(word)}` : "/api/admin/synonyms",
      ),
    placeholderData: keepPreviousData,
  });
}

/** Adds (no `id`) or changes a group; every list of groups is fetched again. */
export function useSaveSynonymGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...group }: SynonymGroupInput & { id?: number }) =>
      id === undefined
        ? apiRequest<SynonymGroup>("POST", "/api/admin/synonyms", group)
        : apiRequest<SynonymGroup>("PATCH", `/api/admin/synonyms/${id}`, group satisfies SynonymGroupUpdate),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.synonyms.all }),
  });
}

export function useDeleteSynonymGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/admin/synonyms/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.synonyms.all }),
  });
}
