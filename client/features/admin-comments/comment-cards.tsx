import type { AdminComment } from "@common/comment-schemas";
import { formatDate } from "@common/format";
import { cn } from "@/lib/utils";
import { CommentActions, type CommentHandlers } from "./comment-actions";
import { CommentStatusBadge, ReportedBadge } from "./comment-status-badge";
import { excerpt } from "./comment-rules";

/** The table's rows as cards on a phone, so every action is in reach without scrolling sideways. */
export function CommentCards({ comments, ...handlers }: CommentHandlers & { comments: AdminComment[] }) {
  return (
    <ul className="space-y-3" aria-label="Comments">
      {comments.map((comment) => (
        <li
          key={comment.id}
          data-reported={comment.isReported || undefined}
          className={cn("space-y-2 rounded-md border p-3 text-sm", comment.isReported && "bg-red-50")}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium wrap-anywhere">{comment.authorName}</span>
            <div className="flex flex-wrap gap-1">
              {comment.isReported && <ReportedBadge />}
              <CommentStatusBadge status={comment.status} />
            </div>
          </div>
          <p className="text-muted-foreground wrap-anywhere">On &ldquo;{comment.title}&rdquo;</p>
          <p className="wrap-anywhere">{excerpt(comment.content)}</p>
          <div className="flex items-center justify-between gap-2">
            <span className="text-muted-foreground">{formatDate(comment.createdAt)}</span>
            <CommentActions comment={comment} {...handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
