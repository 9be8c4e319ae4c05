import type { AdminNotice } from "@common/admin-notice-schemas";
import { apiRequest } from "@/lib/api-client";
import { useNoticeAction } from "./use-notice-action";

/** PATCH /api/admin/notices/{id}/approve from the dashboard's table and cards. */
export const useApproveNoticeMutation = () =>
  useNoticeAction<AdminNotice>({
    run: (n) => apiRequest("PATCH", `/api/admin/notices/${n.id}/approve`),
    success: (n) => ({ title: "Notice approved", description: `"${n.title}" is now live.` }),
    failure: "Failed to approve notice",
  });
