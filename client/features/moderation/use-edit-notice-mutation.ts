import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminNoticeStatus } from "@common/statuses";
import type { AdminNoticeFormValues } from "@common/admin-notice-schemas";
import type { AdminNotice, NoticeListPage } from "@common/notice-types";
import { api, call, formBody } from "@/lib/api";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { queryKeys } from "@/lib/query-keys";
import { refreshAfterDecision } from "./moderation-decisions";

/** The fields went through but the image did not. */
class ImageUploadError extends Error {
  constructor(readonly cause: unknown) {
    super("image upload failed");
  }
}

export interface EditNoticeInput {
  id: number;
  /** The status only when set to one of the four a moderator sets (the route takes no other). */
  changes: Omit<Partial<AdminNoticeFormValues>, "status"> & {
    status?: AdminNoticeStatus;
    removeImage?: boolean;
  };
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
      const path = { params: { path: { id: String(id) } } };
      let notice = await call(api.PATCH("/api/admin/notices/{id}", { ...path, body: changes }));
      if (file) {
        const form = new FormData();
        form.append("image", file);
        try {
          notice = await call(api.POST("/api/admin/notices/{id}/image", { ...path, body: formBody(form) }));
        } catch (err) {
          throw new ImageUploadError(err);
        }
      }
      return notice;
    },
    onSuccess: async (notice) => {
      toast({ title: "Notice updated successfully", description: `"${notice.title}" has been saved.` });
      // The saved notice replaces its row before the dialog closes: opening it again at once, before the refresh
      // below answers, shows what was saved and not the notice as it was.
      queryClient.setQueriesData<NoticeListPage<AdminNotice>>(
        { queryKey: [...queryKeys.admin.notices.all, "list"] },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === notice.id ? notice : row)) },
      );
      onSaved();
      await refreshAfterDecision(queryClient);
    },
    onError: async (error) => {
      if (error instanceof ImageUploadError) {
        const cause = error.cause;
        toast({
          variant: "destructive",
          title: "Failed to upload image",
          description: cause instanceof ApiError ? cause.serverMessage : "Network error",
        });
        await refreshAfterDecision(queryClient);
        return;
      }
      onRefused(error);
      toast({ variant: "destructive", title: "Failed to update notice", description: errorMessage(error) });
    },
  });
}
