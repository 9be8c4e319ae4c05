import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminNotice } from "@common/admin-notice-schemas";
import { ApiError, apiRequest, apiUpload, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { refreshNotices } from "./refresh-notices";

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

/**
 * PATCH the changed fields (with removeImage when cleared), then POST a replacement image if one was chosen. A refused
 * edit goes to onRefused, which puts the server's field messages on the form.
 */
export function useEditNoticeMutation(onSaved: () => void, onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, file }: EditNoticeInput) => {
      let notice = await apiRequest<AdminNotice>("PATCH", `/api/admin/notices/${id}`, changes);
      if (file) {
        const form = new FormData();
        form.append("image", file);
        try {
          notice = await apiUpload<AdminNotice>("POST", `/api/admin/notices/${id}/image`, form);
        } catch (err) {
          throw new ImageUploadError(err);
        }
      }
      return notice;
    },
    onSuccess: async (notice) => {
      toast({ title: "Notice updated successfully", description: `"${notice.title}" has been saved.` });
      onSaved();
      await refreshNotices(queryClient);
    },
    onError: async (error) => {
      if (error instanceof ImageUploadError) {
        const cause = error.cause;
        toast({
          variant: "destructive",
          title: "Failed to upload image",
          description: cause instanceof ApiError ? cause.serverMessage : "Network error",
        });
        await refreshNotices(queryClient);
        return;
      }
      onRefused(error);
      toast({ variant: "destructive", title: "Failed to update notice", description: errorMessage(error) });
    },
  });
}
