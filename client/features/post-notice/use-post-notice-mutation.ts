import { api, call, formBody } from "@/lib/api";
import { useSubmission } from "@/lib/use-submission";
import { toNoticeFormData, type PostNoticeVariables } from "./notice-form-data";

export type { PostNoticeVariables } from "./notice-form-data";

/** POST /api/notices. The post dialog is an island without the query cache, hence useSubmission, not useMutation. */
export function usePostNoticeMutation() {
  return useSubmission((variables: PostNoticeVariables) =>
    call(api.POST("/api/notices", { body: formBody(toNoticeFormData(variables)) })),
  );
}
