import { UNDO_WINDOW_MS } from "@common/queue-schemas";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

/** The toast after an approve or reject: "Undo" for as long as the server allows it. */
export function showUndoToast(title: string, noticeTitle: string, undo: () => Promise<void>) {
  toast({
    title,
    description: `"${noticeTitle}"`,
    duration: UNDO_WINDOW_MS,
    action: (
      <ToastAction
        altText="Undo"
        onClick={() => {
          undo().then(
            () => toast({ title: "Undone", description: `"${noticeTitle}" is back in the queue.` }),
            (error: unknown) =>
              toast({ variant: "destructive", title: "Could not undo", description: errorMessage(error) }),
          );
        }}
      >
        Undo
      </ToastAction>
    ),
  });
}
