import { useMutation } from "@tanstack/react-query";
import { api, call, formBody } from "@/lib/api";
import { toNoticeFormData, type PostNoticeVariables } from "./notice-form-data";

export type { PostNoticeVariables } from "./notice-form-data";

export function usePostNoticeMutation() {
  return useMutation({
    mutationFn: (variables: PostNoticeVariables) =>
      call(api.POST("/api/notices", { body: formBody(toNoticeFormData(variables)) })),
  });
}
