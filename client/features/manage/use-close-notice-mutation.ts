import type { ManagedNotice } from "@common/manage-schemas";
import type { NoticeOutcome } from "@common/notice-outcomes";
import { apiRequest } from "@/lib/api-client";
import { manageUrl, useManageMutation } from "./use-managed-notice";

/** POST /api/manage/{token}/close with how it ended. */
export function useCloseNoticeMutation(token: string) {
  return useManageMutation(token, (outcome: NoticeOutcome) =>
    apiRequest<ManagedNotice>("POST", `${manageUrl(token)}/close`, { outcome }),
  );
}
