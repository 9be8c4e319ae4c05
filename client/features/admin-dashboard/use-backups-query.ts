import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/backups: the last backup and the nightly schedule. */
export function useBackupsQuery() {
  return useQuery({
    queryKey: queryKeys.admin.backups,
    queryFn: () => call(api.GET("/api/admin/backups")),
  });
}
