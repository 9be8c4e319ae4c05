import type { AdminNotice } from "@common/notice-types";
import { formatRelativeTime } from "@common/format";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

interface Props {
  notice: AdminNotice | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (notice: AdminNotice) => void;
}

/** Asks before deleting, naming the notice and when it was posted. */
export function DeleteNoticeDialog({ notice, open, onOpenChange, onConfirm }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this notice?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">
              <p>
                <span className="font-medium text-foreground">{notice?.title}</span>
                <br />
                Posted {formatRelativeTime(notice?.createdAt)}
              </p>
              <p>
                The notice, its comments, messages and image will be permanently deleted. This action cannot
                be undone.
              </p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={() => notice && onConfirm(notice)}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
