import { lazy, Suspense } from "react";
import { ISLAND_OPENERS } from "@/islands";
import { IslandSlot } from "@/components/island-slot";

/* On the server only: in the browser the form is the island's (comment-form-island.tsx). */
const CommentForm = lazy(() => import("./comment-form").then((m) => ({ default: m.CommentForm })));

/** Where a discussion's comment form stands: an island drawn in place (components/island-slot.tsx). */
export function CommentFormSlot({ noticeId }: { noticeId: number }) {
  return (
    <IslandSlot
      name="comment-form"
      about={String(noticeId)}
      open={ISLAND_OPENERS["comment-form"]}
      data={{ "data-notice-id": noticeId }}
    >
      <Suspense fallback={<div className="h-80" />}>
        <CommentForm noticeId={noticeId} />
      </Suspense>
    </IslandSlot>
  );
}
