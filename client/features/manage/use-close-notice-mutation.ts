import type { NoticeOutcome } from "@common/notice-outcomes";
import { api, call } from "@/lib/api";
import { useManageMutation } from "./use-managed-notice-query";

/** POST /api/manage/{token}/close with how it ended. */
export function useCloseNoticeMutation(token: string) {
  return useManageMutation(token, (outcome: NoticeOutcome) =>
    call(api.POST("/api/manage/{token}/close", { params: { path: { token } }, body: { outcome } })),
  );
}
