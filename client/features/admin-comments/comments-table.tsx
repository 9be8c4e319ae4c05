import { Check, Eye, Trash2, X } from "lucide-react";
import type { AdminComment } from "@common/comment-schemas";
import { formatDate } from "@common/format";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { CommentStatusBadge, ReportedBadge } from "./comment-status-badge";
import { canApprove, canReject, excerpt } from "./use-admin-comments";

interface Props {
  comments: AdminComment[];
  isUpdating: boolean;
  onView: (comment: AdminComment) => void;
  onSetStatus: (comment: AdminComment, status: "approved" | "rejected") => void;
  onDelete: (comment: AdminComment) => void;
}

/** Name, Content (excerpt), Date, Status, Actions; reported rows stand out. Scrolls sideways on a phone. */
export function CommentsTable({ comments, isUpdating, onView, onSetStatus, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">Comments</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Content
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {comments.map((comment) => {
            const who = `comment by ${comment.authorName}`;
            return (
              <tr
                key={comment.id}
                data-reported={comment.isReported || undefined}
                className={cn("border-t align-top", comment.isReported && "bg-red-50")}
              >
                <td className="px-3 py-2">
                  <div className="flex flex-col items-start gap-1">
                    <span className="font-medium break-words">{comment.authorName}</span>
                    {comment.isReported && <ReportedBadge />}
                  </div>
                </td>
                <td className="max-w-xs px-3 py-2 break-words">{excerpt(comment.content)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(comment.createdAt)}</td>
                <td className="px-3 py-2">
                  <CommentStatusBadge status={comment.status} />
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`View ${who}`}
                      onClick={() => onView(comment)}
                    >
                      <Eye aria-hidden="true" />
                    </Button>
                    {canApprove(comment) && (
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        className="text-green-700"
                        aria-label={`Approve ${who}`}
                        disabled={isUpdating}
                        onClick={() => onSetStatus(comment, "approved")}
                      >
                        <Check aria-hidden="true" />
                      </Button>
                    )}
                    {canReject(comment) && (
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        className="text-red-700"
                        aria-label={`Reject ${who}`}
                        disabled={isUpdating}
                        onClick={() => onSetStatus(comment, "rejected")}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    )}
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="text-destructive"
                      aria-label={`Delete ${who}`}
                      onClick={() => onDelete(comment)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
