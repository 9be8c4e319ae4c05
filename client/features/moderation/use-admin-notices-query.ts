import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminNoticeList, AdminStats, AdminStatusFilter } from "@common/admin-notice-schemas";
import { LIMITS } from "@common/limits";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface NoticeFilters {
  page: number;
  status: AdminStatusFilter;
  search: string;
}

/** GET /api/admin/notices?page={n}&limit=10&status={…}&search={text} (product-spec §7). */
export function adminNoticesUrl({ page, status, search }: NoticeFilters): string {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(LIMITS.adminPageSize),
    status,
    search,
  });
  return `/api/admin/notices?${params.toString()}`;
}

export function useAdminNotices(filters: NoticeFilters) {
  return useQuery({
    queryKey: queryKeys.admin.notices.list(filters),
    queryFn: () => apiRequest<AdminNoticeList>("GET", adminNoticesUrl(filters)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminStats() {
  return useQuery({
    queryKey: queryKeys.admin.stats,
    queryFn: () => apiRequest<AdminStats>("GET", "/api/admin/stats"),
  });
}
