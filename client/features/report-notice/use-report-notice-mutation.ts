import type { NoticeReportInput } from "@common/notice-report-schemas";
import { api, call } from "@/lib/api";
import { useSubmission } from "@/lib/use-submission";

/**
 * POST /api/notices/{id}/report: answers the sentence the toast shows. The dialog is an island without the query
 * cache (report-notice-island.tsx), hence useSubmission, not useMutation.
 */
export function useReportNoticeMutation(noticeId: number) {
  return useSubmission((input: NoticeReportInput) =>
    call(api.POST("/api/notices/{id}/report", { params: { path: { id: String(noticeId) } }, body: input })),
  );
}
