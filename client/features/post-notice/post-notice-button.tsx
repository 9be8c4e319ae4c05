import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PostNoticeDialog } from "./post-notice-dialog";

/** "Post a Notice": opens the post dialog. Used in the site header and the home hero. */
export function PostNoticeButton({
  className,
  size,
}: {
  className?: string;
  size?: "default" | "sm" | "lg";
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={className} size={size} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Post a Notice
      </Button>
      <PostNoticeDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
