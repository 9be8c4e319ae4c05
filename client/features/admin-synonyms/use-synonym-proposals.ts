import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/synonym-proposals: pairs of searches visitors made in 3 tabs or more (issue 39). */
export function useSynonymProposalsQuery() {
  return useQuery({
    queryKey: queryKeys.admin.synonyms.proposals,
    queryFn: () => call(api.GET("/api/admin/synonym-proposals")),
  });
}

/** Accepts (a new synonym group) or dismisses a proposal; the groups and proposals are fetched again. */
export function useDecideSynonymProposalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "accept" | "dismiss" }) => {
      const params = { params: { path: { id: String(id) } } };
      return decision === "accept"
        ? call(api.POST("/api/admin/synonym-proposals/{id}/accept", params))
        : call(api.POST("/api/admin/synonym-proposals/{id}/dismiss", params));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.synonyms.all }),
  });
}
