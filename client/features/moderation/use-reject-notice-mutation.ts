import type { AdminNotice } from "@common/admin-notice-schemas";
import type { RejectionReason } from "@common/rejection-reasons";
import { apiRequest } from "@/lib/api-client";
import { useNoticeAction } from "./use-notice-action";

/** PATCH /api/admin/notices/{id}/reject: always with one of the reasons (common/rejection-reasons.ts). */
export const useRejectNoticeMutation = () =>
  useNoticeAction<{ notice: AdminNotice; reason: RejectionReason }>({
    run: ({ notice, reason }) => apiRequest("PATCH", `/api/admin/notices/${notice.id}/reject`, { reason }),
    success: ({ notice }) => ({
      title: "Notice rejected",
      description: `"${notice.title}" will not be published.`,
    }),
    failure: "Failed to reject notice",
  });
