import { lazy, Suspense, useEffect, useRef } from "react";
import { ISLAND_OPENERS } from "@/islands";
import { ISLAND_ROOT, ISLAND_SLOT } from "@/lib/wake-on-press";

/* On the server only: in the browser the form is the island's (comment-form-island.tsx). */
const CommentForm = lazy(() => import("./comment-form").then((m) => ({ default: m.CommentForm })));

/** The same object at every render, so React never writes the element's insides (it writes them when it changes). */
const LEFT_TO_THE_ISLAND = { __html: "" };

/**
 * Where a discussion's comment form stands: an island drawn in place (issue 38; docs/decisions/0022-dialog-islands.md).
 * The server renders the form in it; in the browser the page's React renders the element with nothing of its own inside
 * and leaves the server's form there, which the island hydrates — at the visitor's first focus, press or key in it
 * while the page sleeps (lib/wake-on-press.ts), which wakes nothing else, or as soon as the page is awake.
 */
export function CommentFormSlot({ noticeId }: { noticeId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    ISLAND_OPENERS["comment-form"](slot);
    return () => void import("./comment-form-island").then((island) => island.closeCommentForm(slot));
  }, [noticeId]);
  const slot = {
    ref,
    [ISLAND_SLOT]: "comment-form",
    [ISLAND_ROOT]: "comment-form",
    "data-notice-id": noticeId,
  };
  if (typeof document === "undefined")
    return (
      <div {...slot}>
        <Suspense fallback={<div className="h-80" />}>
          <CommentForm noticeId={noticeId} />
        </Suspense>
      </div>
    );
  return <div {...slot} suppressHydrationWarning dangerouslySetInnerHTML={LEFT_TO_THE_ISLAND} />;
}
