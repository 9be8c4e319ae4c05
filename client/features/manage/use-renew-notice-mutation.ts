import { api, call } from "@/lib/api";
import { useManageMutation } from "./use-managed-notice-query";

/** POST /api/manage/{token}/renew. */
export function useRenewNoticeMutation(token: string) {
  return useManageMutation(token, () =>
    call(api.POST("/api/manage/{token}/renew", { params: { path: { token } } })),
  );
}
