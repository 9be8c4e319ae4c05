import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ConfirmSavedSearchAnswer,
  SavedSearchInput,
  SavedSearchList,
} from "@common/saved-search-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/saved-searches: a confirmation mail goes to the address; nothing is sent until its button is pressed. */
export function useSaveSearchMutation() {
  return useMutation({
    mutationFn: (input: SavedSearchInput) =>
      apiRequest<{ message: string }>("POST", "/api/saved-searches", input),
  });
}

/** The confirmation page's button. */
export function useConfirmSavedSearchMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<ConfirmSavedSearchAnswer>("POST", "/api/saved-searches/confirm", { token }),
  });
}

/** The alerts of the address a subscription link belongs to. */
export function useSavedSearches(token: string) {
  return useQuery({
    queryKey: queryKeys.savedSearches(token),
    queryFn: () => apiRequest<SavedSearchList>("GET", `/api/subscription/${token}/saved-searches`),
  });
}

/** The same call an alert mail's one-click button makes (RFC 8058), without its form body. */
export function useRemoveSavedSearchMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>("POST", `/api/subscription/${token}/saved-searches/${id}/remove`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearchList>(
        queryKeys.savedSearches(token),
        (old) => old && { savedSearches: old.savedSearches.filter((s) => s.id !== id) },
      ),
  });
}
