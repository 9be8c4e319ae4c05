import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedSearchInput, SavedSearchList } from "@common/saved-search-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { useSubmission } from "@/lib/use-submission";

/**
 * POST /api/saved-searches: a confirmation mail goes to the address; nothing is sent until its button is pressed. The
 * dialog is an island without the query cache (save-search-island.tsx), hence useSubmission, not useMutation.
 */
export function useSaveSearchMutation() {
  return useSubmission((input: SavedSearchInput) => call(api.POST("/api/saved-searches", { body: input })));
}

/** The confirmation page's button. */
export function useConfirmSavedSearchMutation() {
  return useMutation({
    mutationFn: (token: string) => call(api.POST("/api/saved-searches/confirm", { body: { token } })),
  });
}

/** The same call an alert mail's one-click button makes (RFC 8058), without its form body. */
export function useRemoveSavedSearchMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(
        api.POST("/api/subscription/{token}/saved-searches/{id}/remove", {
          params: { path: { token, id } },
          body: {},
        }),
      ),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearchList>(
        queryKeys.savedSearches(token),
        (old) => old && { savedSearches: old.savedSearches.filter((s) => s.id !== id) },
      ),
  });
}
