import { useState } from "react";
import { ADMIN_STATUS_FILTERS, type AdminStatusFilter } from "@common/admin-notice-schemas";
import type { AdminNotice } from "@common/notice-types";
import { AdminFilterBar } from "@/components/admin-filter-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { DeleteNoticeDialog } from "./delete-notice-dialog";
import { EditNoticeDialog } from "./edit-notice-dialog";
import { NoticeStats } from "./notice-stats";
import { NoticesPagination } from "./notices-pagination";
import type { NoticeAction } from "./notice-actions";
import { NoticeCards } from "./notice-cards";
import { NoticesTable } from "./notices-table";
import { RejectReasonDialog } from "./reject-reason-dialog";
import { useAdminNoticesQuery, useAdminStatsQuery } from "./use-admin-notices-query";
import {
  useApproveNoticeMutation,
  useDeleteNoticeMutation,
  useRejectNoticeMutation,
  useToggleFeatureMutation,
} from "./use-notice-decision-mutations";

const STATUS_LABELS: Record<AdminStatusFilter, string> = {
  all: "All",
  pending: "Pending",
  active: "Active",
  rejected: "Rejected",
  expired: "Expired",
};
const STATUS_OPTIONS = ADMIN_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** The Notices tab: counts, search, status filter, the table with its actions, pagination and the two dialogs. */
export function NoticesTab() {
  const [page, setPage] = useState(1);
  // Until the moderator picks a status, a search looks in every status; without one, Pending is shown when any notice
  // waits, else All.
  const [chosenStatus, setStatus] = useState<AdminStatusFilter | null>(null);
  const stats = useAdminStatsQuery();
  const [search, setSearch] = useState("");
  const status = chosenStatus ?? (!search && (stats.data?.pendingNotices ?? 0) > 0 ? "pending" : "all");
  const notices = useAdminNoticesQuery({ page, status, search });

  const approve = useApproveNoticeMutation();
  const reject = useRejectNoticeMutation();
  const toggleFeature = useToggleFeatureMutation();
  const remove = useDeleteNoticeMutation();
  const busy = approve.isPending || reject.isPending || toggleFeature.isPending;

  // Dialogs keep their notice while they animate closed, so `open` is kept apart from the notice shown.
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [rejecting, setRejecting] = useState<AdminNotice | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);

  const onAction = (action: NoticeAction, notice: AdminNotice) => {
    if (action === "edit") {
      setEditing(notice);
      setEditOpen(true);
    } else if (action === "delete") {
      setDeleting(notice);
      setDeleteOpen(true);
    } else if (action === "approve") approve.mutate(notice);
    else if (action === "reject") {
      setRejecting(notice);
      setRejectOpen(true);
    } else toggleFeature.mutate(notice);
  };

  const list = notices.data;
  return (
    <section aria-labelledby="notices-tab-heading" className="space-y-4">
      <h2 id="notices-tab-heading" className="sr-only">
        Notices
      </h2>
      <NoticeStats />
      <AdminFilterBar
        search={{
          id: "admin-notice-search",
          label: "Search notices",
          placeholder: "Title, description or email",
          onSearch: (text) => {
            setSearch(text);
            setPage(1);
          },
        }}
        selects={[
          {
            id: "admin-notice-status",
            label: "Status",
            value: status,
            options: STATUS_OPTIONS,
            width: "w-36",
            onChange: (value) => {
              setStatus(value);
              setPage(1);
            },
            // The default shown (All until the counts say notices wait) is the moderator's once they open the list:
            // picking All before the counts arrive must not turn into Pending when they do.
            onOpen: () => setStatus((chosen) => chosen ?? status),
          },
        ]}
      />

      {notices.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">Loading notices…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : notices.isError ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
          Could not load notices: {errorMessage(notices.error)}
        </p>
      ) : list && list.data.length > 0 ? (
        <>
          <div className="hidden md:block">
            <NoticesTable notices={list.data} busy={busy} onAction={onAction} />
          </div>
          <div className="md:hidden">
            <NoticeCards notices={list.data} busy={busy} onAction={onAction} />
          </div>
          <NoticesPagination pagination={list.pagination} shown={list.data.length} onPage={setPage} />
        </>
      ) : (
        <div className="rounded-md border p-8 text-center">
          <p className="text-lg font-medium">No notices found</p>
          <p className="text-sm text-muted-foreground">
            {search
              ? "Try a different search term or clear the search."
              : "There are no notices with this status yet."}
          </p>
        </div>
      )}

      <EditNoticeDialog notice={editing} open={editOpen} onOpenChange={setEditOpen} />
      <RejectReasonDialog
        notice={rejecting}
        open={rejectOpen}
        onOpenChange={setRejectOpen}
        onReject={(notice, reason) => reject.mutate({ notice, reason })}
      />
      <DeleteNoticeDialog
        notice={deleting}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onConfirm={(notice) => {
          // Deleting the last row of a later page shows the page before instead of an empty one.
          if (page > 1 && list?.data.length === 1) setPage(page - 1);
          remove.mutate(notice);
        }}
      />
    </section>
  );
}
