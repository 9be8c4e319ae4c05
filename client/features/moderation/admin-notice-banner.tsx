import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import type { AdminNotice } from "@common/admin-notice-schemas";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client";
import { hasAdminHint, setAdminHint } from "@/lib/admin-hint";
import { queryKeys } from "@/lib/query-keys";
import { usePreviewDecisionMutation } from "./use-preview-decision-mutation";

/* Only an admin ever opens it, so the public notice page does not load it (nor the rejection schema with it). */
const RejectReasonDialog = lazy(() =>
  import("./reject-reason-dialog").then((m) => ({ default: m.RejectReasonDialog })),
);

const STATUS_TEXT: Record<string, string> = {
  pending: "This notice is waiting for approval and is not public yet.",
  hidden: "This notice is hidden from the public after three reports.",
  rejected: "This notice was rejected and is not public.",
  expired: "This notice has expired and is no longer public.",
  closed: "This notice was closed by its poster and is no longer public.",
};

/**
 * A logged-in admin's view of a notice the public cannot see (GET /api/admin/notices/{id}). Asked only when this
 * browser holds a moderator's session (lib/admin-hint.ts): a visitor never calls it, so no 401 in their console.
 */
export function useAdminNoticePreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.notices.detail(id),
    queryFn: async () => {
      try {
        return await apiRequest<AdminNotice>("GET", `/api/admin/notices/${id}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) setAdminHint(false);
        throw error;
      }
    },
    enabled: enabled && hasAdminHint(),
  });
}

/** Above a non-public notice shown to an admin: its status, and what can be done about it. */
export function AdminNoticeBanner({ notice }: { notice: AdminNotice }) {
  const [rejectOpen, setRejectOpen] = useState(false);
  const act = usePreviewDecisionMutation(notice);
  const isPending = notice.status === "pending" && notice.verifiedAt;
  return (
    <div role="status" className="container mx-auto max-w-4xl px-4 pt-6">
      <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-medium">
          {notice.verifiedAt
            ? (STATUS_TEXT[notice.status] ?? `Status: ${notice.status}.`)
            : "The poster has not confirmed this notice yet."}{" "}
          Only admins can see this page.
        </p>
        <div className="flex flex-wrap gap-2">
          {isPending && (
            <>
              <Button disabled={act.isPending} onClick={() => act.mutate({ action: "approve" })}>
                Approve
              </Button>
              <Button variant="destructive" disabled={act.isPending} onClick={() => setRejectOpen(true)}>
                Reject…
              </Button>
            </>
          )}
          {notice.status === "hidden" && (
            <Button disabled={act.isPending} onClick={() => act.mutate({ action: "keep" })}>
              Keep it on the board
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/admin/dashboard">Back to the dashboard</Link>
          </Button>
        </div>
      </div>
      <Suspense fallback={null}>
        <RejectReasonDialog
          notice={notice}
          open={rejectOpen}
          onOpenChange={setRejectOpen}
          onReject={(_n, reason) => act.mutate({ action: "reject", reason })}
        />
      </Suspense>
    </div>
  );
}
