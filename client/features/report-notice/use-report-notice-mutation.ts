import { useMutation } from "@tanstack/react-query";
import type { NoticeReportInput } from "@common/notice-report-schemas";
import { apiRequest } from "@/lib/api-client";

/** POST /api/notices/{id}/report: answers the sentence the toast shows. */
export function useReportNoticeMutation(noticeId: number) {
  return useMutation({
    mutationFn: (input: NoticeReportInput) =>
      apiRequest<{ message: string }>("POST", `/api/notices/${noticeId}/report`, input),
  });
}
