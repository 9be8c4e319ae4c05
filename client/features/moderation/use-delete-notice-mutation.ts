import type { AdminNotice } from "@common/admin-notice-schemas";
import { apiRequest } from "@/lib/api-client";
import { useNoticeAction } from "./use-notice-action";

/** DELETE /api/admin/notices/{id}: gone for good, from the admin's lists and the public's. */
export const useDeleteNoticeMutation = () =>
  useNoticeAction<AdminNotice>({
    run: (n) => apiRequest("DELETE", `/api/admin/notices/${n.id}`),
    success: (n) => ({ title: "Notice deleted", description: `"${n.title}" has been permanently deleted.` }),
    failure: "Failed to delete notice",
  });
