import type { AdminNotice } from "@common/admin-notice-schemas";
import { apiRequest } from "@/lib/api-client";
import { useNoticeAction } from "./use-notice-action";

/** PATCH /api/admin/notices/{id}/toggle-feature: the toast says the state the notice had before, turned over. */
export const useToggleFeatureMutation = () =>
  useNoticeAction<AdminNotice>({
    run: (n) => apiRequest("PATCH", `/api/admin/notices/${n.id}/toggle-feature`),
    success: (n) => ({
      title: "Notice feature status updated",
      description: n.isFeatured ? `"${n.title}" is no longer featured.` : `"${n.title}" is now featured.`,
    }),
    failure: "Failed to update feature status",
  });
