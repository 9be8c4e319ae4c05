import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BackupSettings } from "@common/backup-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/backups: writes a backup now. */
export function useCreateBackupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.POST("/api/admin/backups", { body: {} })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.backups }),
  });
}

/** PUT /api/admin/backups/settings: the nightly time and how many backups are kept. */
export function useBackupSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BackupSettings) => call(api.PUT("/api/admin/backups/settings", { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.backups }),
  });
}
