import { Suspense } from "react";
import { drawIslandSlot } from "@/components/island";
import { CommentForm } from "./comment-form";

/**
 * The comment form of a discussion, an island drawn in place (comment-form-slot.tsx): hydrated over the server's form at
 * the visitor's first focus, press or key in it on a sleeping page, at once on an awake one. The notice is the one its
 * slot names (`data-notice-id`). The Suspense boundary is the server's (the slot renders the form lazily there), so
 * the two match.
 */
export function openCommentForm(slot: HTMLElement): void {
  const noticeId = Number(slot.dataset.noticeId);
  drawIslandSlot(
    slot,
    String(noticeId),
    <Suspense fallback={<div className="h-80" />}>
      <CommentForm noticeId={noticeId} />
    </Suspense>,
  );
}
