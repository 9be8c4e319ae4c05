import { lazy, Suspense, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The form loads on the first press, so the home page does not carry it. */
const PostNoticeDialog = lazy(() =>
  import("./post-notice-dialog").then((m) => ({ default: m.PostNoticeDialog })),
);

/** "Post a Notice": opens the post dialog. Used in the site header and the home hero. */
export function PostNoticeButton({
  className,
  size,
}: {
  className?: string;
  size?: "default" | "sm" | "lg";
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        className={className}
        size={size}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Plus aria-hidden="true" />
        Post a Notice
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PostNoticeDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
