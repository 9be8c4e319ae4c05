import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type {
  AdminNotice,
  AdminNoticeList,
  AdminStats,
  AdminStatusFilter,
} from "@common/admin-notice-schemas";
import { LIMITS } from "@common/limits";
import type { RejectionReason } from "@common/rejection-reasons";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";

export const ADMIN_NOTICES_KEY = "/api/admin/notices";
export const ADMIN_STATS_KEY = "/api/admin/stats";

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
  return `${ADMIN_NOTICES_KEY}?${params.toString()}`;
}

export function useAdminNotices(filters: NoticeFilters) {
  return useQuery({
    queryKey: [ADMIN_NOTICES_KEY, filters],
    queryFn: () => apiRequest<AdminNoticeList>("GET", adminNoticesUrl(filters)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminStats() {
  return useQuery({
    queryKey: [ADMIN_STATS_KEY],
    queryFn: () => apiRequest<AdminStats>("GET", ADMIN_STATS_KEY),
  });
}

const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(prefix);

/** After approve, reject, feature toggle and delete: admin lists and stats (and public notices after a toggle). */
export async function refreshAdminNotices(
  queryClient: QueryClient,
  options: { publicToo?: boolean; noticeId?: number } = {},
) {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: startsWith(ADMIN_NOTICES_KEY) }),
    queryClient.invalidateQueries({ queryKey: [ADMIN_STATS_KEY] }),
    options.publicToo ? queryClient.invalidateQueries({ predicate: startsWith("/api/notices") }) : undefined,
    options.noticeId
      ? queryClient.invalidateQueries({ predicate: startsWith(`/api/notices/${options.noticeId}`) })
      : undefined,
  ]);
}

interface ActionSpec {
  run: (notice: AdminNotice) => Promise<unknown>;
  success: (notice: AdminNotice) => { title: string; description: string };
  failure: string;
  publicToo?: boolean;
}

function useNoticeAction({ run, success, failure, publicToo }: ActionSpec) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (_data, notice) => {
      toast(success(notice));
      await refreshAdminNotices(queryClient, { publicToo });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: failure, description: errorMessage(error) });
    },
  });
}

export const useApproveNotice = () =>
  useNoticeAction({
    run: (n) => apiRequest("PATCH", `${ADMIN_NOTICES_KEY}/${n.id}/approve`),
    success: (n) => ({ title: "Notice approved", description: `"${n.title}" is now live.` }),
    failure: "Failed to approve notice",
  });

/** Reject always carries one of the reasons (common/rejection-reasons.ts). */
export function useRejectNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notice, reason }: { notice: AdminNotice; reason: RejectionReason }) =>
      apiRequest("PATCH", `${ADMIN_NOTICES_KEY}/${notice.id}/reject`, { reason }),
    onSuccess: async (_data, { notice }) => {
      toast({ title: "Notice rejected", description: `"${notice.title}" will not be published.` });
      await refreshAdminNotices(queryClient);
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Failed to reject notice", description: errorMessage(error) });
    },
  });
}

export const useToggleFeature = () =>
  useNoticeAction({
    run: (n) => apiRequest("PATCH", `${ADMIN_NOTICES_KEY}/${n.id}/toggle-feature`),
    success: (n) => ({
      title: "Notice feature status updated",
      description: n.isFeatured ? `"${n.title}" is no longer featured.` : `"${n.title}" is now featured.`,
    }),
    failure: "Failed to update feature status",
    publicToo: true,
  });

export const useDeleteNotice = () =>
  useNoticeAction({
    run: (n) => apiRequest("DELETE", `${ADMIN_NOTICES_KEY}/${n.id}`),
    success: (n) => ({ title: "Notice deleted", description: `"${n.title}" has been permanently deleted.` }),
    failure: "Failed to delete notice",
  });
