import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminNotice } from "@common/admin-notice-schemas";
import { ApiError, apiRequest, apiUpload, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { ADMIN_NOTICES_KEY, refreshAdminNotices } from "./use-admin-notices";

/** The fields went through but the image did not. */
class ImageUploadError extends Error {
  constructor(readonly cause: unknown) {
    super("image upload failed");
  }
}

export interface EditNoticeInput {
  id: number;
  changes: Record<string, unknown>;
  file: File | null;
}

/** PATCH the changed fields (with removeImage when cleared), then POST a replacement image if one was chosen. */
export function useEditNotice(onSaved: () => void, onFieldErrors: (errors: Record<string, string>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, file }: EditNoticeInput) => {
      let notice = await apiRequest<AdminNotice>("PATCH", `${ADMIN_NOTICES_KEY}/${id}`, changes);
      if (file) {
        const form = new FormData();
        form.append("image", file);
        try {
          notice = await apiUpload<AdminNotice>("POST", `${ADMIN_NOTICES_KEY}/${id}/image`, form);
        } catch (err) {
          throw new ImageUploadError(err);
        }
      }
      return notice;
    },
    onSuccess: async (notice) => {
      toast({ title: "Notice updated successfully", description: `"${notice.title}" has been saved.` });
      onSaved();
      await refreshAdminNotices(queryClient, { noticeId: notice.id });
    },
    onError: async (error, { id }) => {
      if (error instanceof ImageUploadError) {
        const cause = error.cause;
        toast({
          variant: "destructive",
          title: "Failed to upload image",
          description: cause instanceof ApiError ? cause.serverMessage : "Network error",
        });
        await refreshAdminNotices(queryClient, { noticeId: id });
        return;
      }
      if (error instanceof ApiError) onFieldErrors(error.errors);
      toast({ variant: "destructive", title: "Failed to update notice", description: errorMessage(error) });
    },
  });
}
