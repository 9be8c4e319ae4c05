import { useMutation } from "@tanstack/react-query";
import type { NoticeReportInput } from "@common/notice-report-schemas";
import { api, call } from "@/lib/api";

/** POST /api/notices/{id}/report: answers the sentence the toast shows. */
export function useReportNoticeMutation(noticeId: number) {
  return useMutation({
    mutationFn: (input: NoticeReportInput) =>
      call(api.POST("/api/notices/{id}/report", { params: { path: { id: String(noticeId) } }, body: input })),
  });
}
