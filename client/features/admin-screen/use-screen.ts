import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ScreenTermKinds } from "./screen-labels";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** Under the admin family, so sign-in and sign-out forget them with everything else an admin fetched. */
export const screenKeys = {
  all: [...queryKeys.admin.all, "screen"] as const,
  lists: [...queryKeys.admin.all, "screen", "lists"] as const,
  rules: [...queryKeys.admin.all, "screen", "rules"] as const,
  learned: [...queryKeys.admin.all, "screen", "learned"] as const,
};

/** GET /api/admin/screen/learned: top tokens, decisions counted, last trained and the recent decisions (moderators). */
export function useScreenLearnedQuery() {
  return useQuery({
    queryKey: screenKeys.learned,
    queryFn: () => call(api.GET("/api/admin/screen/learned")),
  });
}

/** DELETE /api/admin/screen/decisions/{id}: the screen forgets one lesson; the panel is fetched again. */
export function useForgetDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(api.DELETE("/api/admin/screen/decisions/{id}", { params: { path: { id: String(id) } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: screenKeys.learned }),
  });
}

/** GET /api/admin/screen/lists: the shipped vocabulary, innocent phrases and allowed domains, and the board's terms (admins). */
export function useScreenListsQuery() {
  return useQuery({
    queryKey: screenKeys.lists,
    queryFn: () => call(api.GET("/api/admin/screen/lists")),
    retry: false,
  });
}

/** POST /api/admin/screen/terms: a phrase or domain added, or a shipped phrase turned off. */
export function useAddScreenTermMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { term: string; kind: ScreenTermKinds }) =>
      call(api.POST("/api/admin/screen/terms", { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: screenKeys.lists }),
  });
}

/** DELETE /api/admin/screen/terms/{id}: an added term removed (a shipped phrase turned back on). */
export function useRemoveScreenTermMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(api.DELETE("/api/admin/screen/terms/{id}", { params: { path: { id: String(id) } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: screenKeys.lists }),
  });
}

/** GET /api/admin/screen/rules: the two hold rules (admins). */
export function useAssistRulesQuery() {
  return useQuery({
    queryKey: screenKeys.rules,
    queryFn: () => call(api.GET("/api/admin/screen/rules")),
    retry: false,
  });
}

/** PUT /api/admin/screen/rules: the saved rules become the query's data. */
export function useSaveAssistRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: { holdNewPosterLinks: boolean; holdWords: string[] }) =>
      call(api.PUT("/api/admin/screen/rules", { body: rules })),
    onSuccess: (saved) => queryClient.setQueryData(screenKeys.rules, saved),
  });
}
