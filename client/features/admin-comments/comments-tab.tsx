import { useState } from "react";
import { RefreshCw } from "lucide-react";
import type { AdminComment } from "@common/comment-schemas";
import type { CommentDecision } from "@common/statuses";
import { errorMessage } from "@/lib/api-client";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { AdminFilterBar } from "@/components/admin-filter-bar";
import type { CommentHandlers } from "./comment-actions";
import { CommentCards } from "./comment-cards";
import { CommentDetailDialog } from "./comment-detail-dialog";
import { COMMENTS_PER_PAGE, CommentsPagination } from "./comments-pagination";
import { CommentsTable } from "./comments-table";
import { useAdminCommentsQuery, type StatusFilter } from "./use-admin-comments-query";
import { useDeleteCommentMutation } from "./use-delete-comment-mutation";
import { useUpdateCommentStatusMutation } from "./use-update-comment-status-mutation";

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

/** The admin dashboard's Comments tab (product-spec.md §2): filter, read, approve, reject and delete comments. */
export function CommentsTab() {
  const [status, setStatus] = useState<StatusFilter>("all");
  const [reportedOnly, setReportedOnly] = useState(false);
  const comments = useAdminCommentsQuery({ status, reportedOnly });
  const [page, setPage] = useState(1);
  const all = comments.data ?? [];
  // A decision can shrink the list under the moderator: stay on the last page that still has comments.
  const lastPage = Math.max(1, Math.ceil(all.length / COMMENTS_PER_PAGE));
  const shownPage = Math.min(page, lastPage);
  const shown = all.slice((shownPage - 1) * COMMENTS_PER_PAGE, shownPage * COMMENTS_PER_PAGE);
  const updateStatus = useUpdateCommentStatusMutation();
  const deleteComment = useDeleteCommentMutation();

  // The dialogs keep their comment while they animate closed, so `open` is separate from the comment shown.
  const [viewing, setViewing] = useState<AdminComment | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminComment | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const setCommentStatus = (comment: AdminComment, next: CommentDecision) =>
    updateStatus.mutate({ id: comment.id, status: next }, { onSuccess: () => setDetailOpen(false) });

  const handlers: CommentHandlers = {
    isUpdating: updateStatus.isPending,
    onView: (comment) => {
      setViewing(comment);
      setDetailOpen(true);
    },
    onSetStatus: setCommentStatus,
    onDelete: (comment) => {
      setDeleting(comment);
      setDeleteOpen(true);
    },
  };

  return (
    <section aria-labelledby="comments-tab-heading" className="space-y-4">
      <h2 id="comments-tab-heading" className="text-xl font-semibold">
        Comment moderation
      </h2>
      <AdminFilterBar
        selects={[
          {
            id: "comment-status-filter",
            label: "Status",
            value: status,
            options: STATUS_OPTIONS,
            width: "w-40",
            onChange: (value) => {
              setStatus(value);
              setPage(1);
            },
          },
        ]}
      >
        <div className="flex items-center gap-2">
          <Switch
            id="comment-reported-only"
            checked={reportedOnly}
            onCheckedChange={(checked) => {
              setReportedOnly(checked);
              setPage(1);
            }}
          />
          <Label htmlFor="comment-reported-only">Show Reported</Label>
        </div>
        <Button
          type="button"
          variant="outline"
          className="sm:ml-auto"
          disabled={comments.isFetching}
          onClick={() => void comments.refetch()}
        >
          <RefreshCw aria-hidden="true" className={comments.isFetching ? "animate-spin" : undefined} />
          Refresh
        </Button>
      </AdminFilterBar>

      {comments.isPending && (
        <div className="space-y-2" aria-label="Loading comments">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {comments.isError && (
        <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          Failed to load comments. {errorMessage(comments.error)}
        </p>
      )}
      {comments.isSuccess && comments.data.length === 0 && (
        <p className="rounded-md border p-8 text-center text-muted-foreground">
          No comments found matching your filters
        </p>
      )}
      {comments.isSuccess && comments.data.length > 0 && (
        <>
          <div className="hidden md:block">
            <CommentsTable comments={shown} {...handlers} />
          </div>
          <div className="md:hidden">
            <CommentCards comments={shown} {...handlers} />
          </div>
          {all.length > COMMENTS_PER_PAGE && (
            <CommentsPagination page={shownPage} total={all.length} onPage={setPage} />
          )}
        </>
      )}

      <CommentDetailDialog
        comment={viewing}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        onSetStatus={setCommentStatus}
        isUpdating={updateStatus.isPending}
      />
      <AlertDialog open={deleteOpen} onOpenChange={setDeleteOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete comment{deleting ? ` by ${deleting.authorName}` : ""}</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this comment? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={() => deleting && deleteComment.mutate(deleting.id)}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
