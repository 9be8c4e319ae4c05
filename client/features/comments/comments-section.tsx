import { Flag, MessageSquare } from "lucide-react";
import { COMMENT_FORM_ANSWERS } from "@common/comment-form-answers";
import { PostedFormAnswer } from "@/components/posted-form-answer";
import { formatRelativeTime } from "@common/format";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { useRenderNow } from "@/lib/render-snapshot";
import { openIslandOf } from "@/islands";
import { Skeleton } from "@/components/ui/skeleton";
import { useCommentsQuery } from "./use-comments-query";
import { CommentFormSlot } from "./comment-form-slot";

/**
 * The comments of a discussion notice: approved ones oldest first, the comment form, and a report action on each; the
 * form and the report dialog are islands of their own (comment-form-slot.tsx, report-comment-island.tsx). The notice page places it inside its `#comments`
 * anchor.
 */
export function CommentsSection({ noticeId }: { noticeId: number }) {
  const comments = useCommentsQuery(noticeId);
  const list = comments.data ?? [];
  const now = useRenderNow();

  return (
    <section aria-labelledby="comments-heading" className="space-y-6">
      <h2 id="comments-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquare className="h-5 w-5" aria-hidden="true" />
        {comments.isSuccess ? `Comments (${list.length})` : "Comments"}
      </h2>

      {comments.isPending && (
        <div className="space-y-3" aria-label="Loading comments">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {comments.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load comments. {errorMessage(comments.error)}
        </p>
      )}
      {comments.isSuccess && list.length === 0 && (
        <p className="text-muted-foreground">No comments yet. Be the first to join the discussion.</p>
      )}
      {list.length > 0 && (
        <ol className="space-y-4">
          {list.map((comment) => (
            <li key={comment.id} className="rounded-lg border p-4">
              <article aria-label={`Comment by ${comment.authorName}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium wrap-anywhere">{comment.authorName}</p>
                  <time dateTime={comment.createdAt} className="text-sm text-muted-foreground">
                    {formatRelativeTime(comment.createdAt, now)}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-line wrap-anywhere">{comment.content}</p>
                <div className="mt-2 flex justify-end">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Report comment by ${comment.authorName}`}
                    // The dialog needs the script: without it the button is not offered (client/index.html).
                    data-js-only
                    // The island's trigger (lib/wake-on-press.ts): a press on a sleeping page opens it by boot.ts.
                    data-island="report-comment"
                    data-comment-id={comment.id}
                    data-comment-author={comment.authorName}
                    onClick={(event) => openIslandOf(event.currentTarget)}
                  >
                    <Flag aria-hidden="true" />
                    Report
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}

      {/* The answer to the form posted without JavaScript (?comment=sent, invalid or busy). */}
      <PostedFormAnswer param="comment" answers={COMMENT_FORM_ANSWERS} />
      <CommentFormSlot noticeId={noticeId} />
    </section>
  );
}
