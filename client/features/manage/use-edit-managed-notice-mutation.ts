import type { ManagedNotice } from "@common/manage-schemas";
import { apiUpload } from "@/lib/api-client";
import { manageUrl, useManageMutation } from "./use-managed-notice";

/** PATCH /api/manage/{token}: the post form's fields, multipart, with a replaced or removed image. */
export function useEditManagedNoticeMutation(token: string) {
  return useManageMutation(token, (form: FormData) =>
    apiUpload<ManagedNotice>("PATCH", manageUrl(token), form),
  );
}
