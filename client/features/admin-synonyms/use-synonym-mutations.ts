import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SynonymGroupInput } from "@common/synonym-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** Adds (no `id`) or changes a group; every list of groups is fetched again. */
export function useSaveSynonymGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...group }: SynonymGroupInput & { id?: number }) =>
      id === undefined
        ? call(api.POST("/api/admin/synonyms", { body: group }))
        : call(api.PATCH("/api/admin/synonyms/{id}", { params: { path: { id: String(id) } }, body: group })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.synonyms.all }),
  });
}

export function useDeleteSynonymGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(api.DELETE("/api/admin/synonyms/{id}", { params: { path: { id: String(id) } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.synonyms.all }),
  });
}
