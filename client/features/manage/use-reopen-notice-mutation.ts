import { api, call } from "@/lib/api";
import { useManageMutation } from "./use-managed-notice-query";

/** POST /api/manage/{token}/reopen: a notice closed by mistake goes back on the board (within 24 hours). */
export function useReopenNoticeMutation(token: string) {
  return useManageMutation(token, () =>
    call(api.POST("/api/manage/{token}/reopen", { params: { path: { token } } })),
  );
}
