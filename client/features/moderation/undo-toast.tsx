import { UNDO_WINDOW_MS } from "@common/queue-schemas";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

interface UndoToast {
  title: string;
  description: string;
  /** Said once the undo went through. */
  undone: string;
  undo: () => Promise<void>;
}

/** The toast after any queue action: "Undo" for as long as the server allows it. */
export function showUndoToast({ title, description, undone, undo }: UndoToast) {
  toast({
    title,
    description,
    duration: UNDO_WINDOW_MS,
    action: (
      <ToastAction
        altText="Undo"
        onClick={() => {
          undo().then(
            () => toast({ title: "Undone", description: undone }),
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
