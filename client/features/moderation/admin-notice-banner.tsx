import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import type { AdminNotice } from "@common/notice-types";
import { Button } from "@/components/ui/button";
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
