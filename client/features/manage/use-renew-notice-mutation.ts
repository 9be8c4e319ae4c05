import type { ManagedNotice } from "@common/manage-schemas";
import { apiRequest } from "@/lib/api-client";
import { manageUrl, useManageMutation } from "./use-managed-notice";

/** POST /api/manage/{token}/renew. */
export function useRenewNoticeMutation(token: string) {
  return useManageMutation(token, () => apiRequest<ManagedNotice>("POST", `${manageUrl(token)}/renew`));
}
