import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/login-failures: wrong passwords and codes for this account since its previous sign-in. */
export function useLoginFailuresQuery() {
  return useQuery({
    queryKey: queryKeys.admin.loginFailures,
    queryFn: () => call(api.GET("/api/admin/login-failures")),
  });
}
