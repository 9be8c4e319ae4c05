import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BackupRecord, BackupSettings } from "@common/backup-schemas";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/backups: writes a backup now. */
export function useCreateBackupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BackupRecord>("POST", "/api/admin/backups"),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.backups }),
  });
}

/** PUT /api/admin/backups/settings: the nightly time and how many backups are kept. */
export function useBackupSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BackupSettings) =>
      apiRequest<BackupSettings>("PUT", "/api/admin/backups/settings", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.backups }),
  });
}
