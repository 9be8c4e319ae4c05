import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { openIslandOf } from "@/islands";

/**
 * "Post a Notice": opens the post dialog, an island of its own (post-notice-island.tsx). On a page still asleep the
 * press is answered by boot.ts without waking the page; once awake, by this button. Used in the site header and the
 * home hero.
 */
export function PostNoticeButton({
  className,
  size,
}: {
  className?: string;
  size?: "default" | "sm" | "lg";
}) {
  return (
    <Button
      className={className}
      size={size}
      // The island's trigger (lib/wake-on-press.ts ISLAND_TRIGGER): a press on a sleeping page opens it by boot.ts.
      data-island="post-notice"
      onClick={(event) => openIslandOf(event.currentTarget)}
    >
      <Plus aria-hidden="true" />
      Post a Notice
    </Button>
  );
}
