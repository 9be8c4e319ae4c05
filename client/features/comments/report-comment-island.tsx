import { openIsland, type IslandDialogProps } from "@/components/island";
import { ReportCommentDialog } from "./report-comment-dialog";

/**
 * Opens the "Report comment" dialog of this button, an island of its own (components/island.tsx): the comment is the
 * one the button names (`data-comment-id`, `data-comment-author`).
 */
export function openReportComment(trigger: HTMLElement): void {
  const comment = { id: Number(trigger.dataset.commentId), authorName: trigger.dataset.commentAuthor ?? "" };
  openIsland(
    trigger,
    "report-comment",
    (props: IslandDialogProps) => <ReportCommentDialog comment={comment} {...props} />,
    String(comment.id),
  );
}
