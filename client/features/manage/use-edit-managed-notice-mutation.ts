import { api, call, formBody } from "@/lib/api";
import { useManageMutation } from "./use-managed-notice-query";

/** PATCH /api/manage/{token}: the post form's fields, multipart, with a replaced or removed image. */
export function useEditManagedNoticeMutation(token: string) {
  return useManageMutation(token, (form: FormData) =>
    call(api.PATCH("/api/manage/{token}", { params: { path: { token } }, body: formBody(form) })),
  );
}
