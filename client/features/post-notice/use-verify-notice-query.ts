import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type VerifyState =
  | { state: "loading" }
  | { state: "success"; title: string; category: string }
  | { state: "confirmed" }
  | { state: "expired" }
  | { state: "failed" };

/**
 * Verifies the token once: a query (not an effect) so a re-render or React's double mount never spends the single-use
 * link twice. A message containing 410 means expired; anything else failed (product-spec.md §4), except a 409: the
 * link was used already and the notice is confirmed (the poster opened the mail again).
 */
export function useVerifyNoticeQuery(token: string | undefined): VerifyState {
  const query = useQuery({
    queryKey: queryKeys.verification(token ?? ""),
    queryFn: () => call(api.POST("/api/notices/verify", { body: { token: token ?? "" } })),
    enabled: !!token,
    gcTime: Infinity,
  });
  if (!token) return { state: "failed" };
  if (query.isPending) return { state: "loading" };
  if (query.isSuccess) return { state: "success", title: query.data.title, category: query.data.category };
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  if (status === 409) return { state: "confirmed" };
  return status === 410 ? { state: "expired" } : { state: "failed" };
}
