import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminStatusFilter } from "@common/admin-notice-schemas";
import { LIMITS } from "@common/limits";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export interface NoticeFilters {
  page: number;
  status: AdminStatusFilter;
  search: string;
}

/** GET /api/admin/notices?page={n}&limit=10&status={…}&search={text} (product-spec §7). */
export function useAdminNoticesQuery(filters: NoticeFilters) {
  return useQuery({
    queryKey: queryKeys.admin.notices.list(filters),
    queryFn: () =>
      call(api.GET("/api/admin/notices", { params: { query: { ...filters, limit: LIMITS.adminPageSize } } })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminStatsQuery() {
  return useQuery({
    queryKey: queryKeys.admin.stats,
    queryFn: () => call(api.GET("/api/admin/stats")),
  });
}
