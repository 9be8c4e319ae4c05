import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { setAdminHint } from "@/lib/admin-hint";

/** GET /api/admin/check-auth, keeping the signed-in hint (lib/admin-hint.ts) in step with its answer. */
async function checkAuth() {
  try {
    const answer = await call(api.GET("/api/admin/check-auth"));
    setAdminHint(true);
    return answer;
  } catch (error) {
    setAdminHint(false);
    throw error;
  }
}

/** GET /api/admin/check-auth: any failure (network or non-2xx) means "not logged in". */
export function useCheckAuthQuery() {
  return useQuery({
    queryKey: queryKeys.admin.checkAuth,
    queryFn: checkAuth,
  });
}
