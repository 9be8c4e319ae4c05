import { Check, Eye, Trash2, X } from "lucide-react";
import type { AdminComment } from "@common/comment-schemas";
import type { CommentDecision } from "@common/statuses";
import { Button } from "@/components/ui/button";
import { canApprove, canReject } from "./comment-rules";

export interface CommentHandlers {
  isUpdating: boolean;
  onView: (comment: AdminComment) => void;
  onSetStatus: (comment: AdminComment, status: CommentDecision) => void;
  onDelete: (comment: AdminComment) => void;
}

/** View, approve (unless approved), reject (unless rejected), delete; each named after the comment's author. */
export function CommentActions({
  comment,
  isUpdating,
  onView,
  onSetStatus,
  onDelete,
}: CommentHandlers & { comment: AdminComment }) {
  const who = `comment by ${comment.authorName}`;
  return (
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
  );
}
