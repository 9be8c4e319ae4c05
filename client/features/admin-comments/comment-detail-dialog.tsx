import type { AdminComment } from "@common/comment-schemas";
import type { CommentDecision } from "@common/statuses";
import { formatDate, formatRelativeTime } from "@common/format";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { CommentStatusBadge, ReportedBadge } from "./comment-status-badge";
import { canApprove, canReject } from "./comment-rules";

interface Props {
  comment: AdminComment | null;
  open: boolean;
  onClose: () => void;
  onSetStatus: (comment: AdminComment, status: CommentDecision) => void;
  isUpdating: boolean;
}

/** The whole comment for the moderator: author, e-mail, date, status, content and the report reason. */
export function CommentDetailDialog({ comment, open, onClose, onSetStatus, isUpdating }: Props) {
  return (
    <Dialog open={open && comment !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {comment && (
          <>
            <DialogHeader>
              <DialogTitle>Comment details</DialogTitle>
              <DialogDescription className="wrap-anywhere">On “{comment.title}”</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium">Author</dt>
              <dd className="min-w-0 wrap-anywhere">{comment.authorName}</dd>
              <dt className="font-medium">Email</dt>
              <dd className="min-w-0 wrap-anywhere">{comment.authorEmail}</dd>
              <dt className="font-medium">Date</dt>
              <dd>
                {formatDate(comment.createdAt)} ({formatRelativeTime(comment.createdAt)})
              </dd>
              <dt className="font-medium">Status</dt>
              <dd className="flex flex-wrap gap-2">
                <CommentStatusBadge status={comment.status} />
                {comment.isReported && <ReportedBadge />}
              </dd>
            </dl>
            <div className="min-w-0 space-y-1 text-sm">
              <h3 className="font-medium">Content</h3>
              <p className="rounded-md bg-muted p-3 whitespace-pre-line wrap-anywhere">{comment.content}</p>
            </div>
            {comment.isReported && (
              <div className="min-w-0 space-y-1 text-sm">
                <h3 className="font-medium">Report reason</h3>
                <p className="rounded-md border border-red-200 bg-red-50 p-3 whitespace-pre-line text-red-950 wrap-anywhere">
                  {comment.reportReason || "No reason provided"}
                </p>
              </div>
            )}
            <DialogFooter>
              {canApprove(comment) && (
                <Button type="button" disabled={isUpdating} onClick={() => onSetStatus(comment, "approved")}>
                  Approve
                </Button>
              )}
              {canReject(comment) && (
                <Button
                  type="button"
                  variant="destructive"
                  disabled={isUpdating}
                  onClick={() => onSetStatus(comment, "rejected")}
                >
                  Reject
                </Button>
              )}
              <Button type="button" variant="outline" onClick={onClose}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
