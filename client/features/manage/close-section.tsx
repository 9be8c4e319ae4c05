import { useState } from "react";
import type { ManagedNotice } from "@common/manage-schemas";
import { categoryOutcome, NOTICE_OUTCOME_ACTIONS, outcomeLabel } from "@common/notice-outcomes";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCloseNoticeMutation } from "./use-close-notice-mutation";
import { useReopenNoticeMutation } from "./use-reopen-notice-mutation";

interface Props {
  token: string;
  notice: ManagedNotice;
}

/** How long a closed notice can be reopened: the dialog and the page say so (server/manage/manage-rules.ts). */
const REOPEN_WINDOW = "24 hours";

function useReopen(token: string) {
  const reopen = useReopenNoticeMutation(token);
  const press = () =>
    reopen.mutate(undefined, {
      onSuccess: () => toast({ title: "Notice reopened", description: "It is back on the board." }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Failed to reopen notice", description: errorMessage(error) }),
    });
  return { press, isPending: reopen.isPending };
}

/**
 * Sold, found, filled or done: only the one outcome of the notice's category, after a second press in a dialog;
 * the toast offers Undo and the page offers Reopen for 24 hours.
 */
export function CloseSection({ token, notice }: Props) {
  const close = useCloseNoticeMutation(token);
  const reopen = useReopen(token);
  const [open, setOpen] = useState(false);
  const outcome = categoryOutcome(notice.category);
  const confirm = () =>
    close.mutate(outcome, {
      onSuccess: () =>
        toast({
          title: "Notice closed",
          description: `It has left the board and its page now says "${outcomeLabel(outcome)}".`,
          action: (
            <ToastAction altText="Undo: reopen the notice" onClick={reopen.press}>
              Undo
            </ToastAction>
          ),
        }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Failed to close notice", description: errorMessage(error) }),
    });
  return (
    <section aria-labelledby="manage-close" className="space-y-2">
      <h2 id="manage-close" className="text-lg font-semibold">
        Has it done its job?
      </h2>
      <p className="text-muted-foreground">
        Close your notice: it leaves the board at once and people can no longer contact you about it.
      </p>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button disabled={close.isPending}>{NOTICE_OUTCOME_ACTIONS[outcome]}</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{NOTICE_OUTCOME_ACTIONS[outcome]}?</AlertDialogTitle>
            <AlertDialogDescription>
              &ldquo;{notice.title}&rdquo; leaves the board at once and its page will say &ldquo;
              {outcomeLabel(outcome)}&rdquo;. Changed your mind? You can reopen it from this page for{" "}
              {REOPEN_WINDOW}.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirm}>{NOTICE_OUTCOME_ACTIONS[outcome]}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

/** Closed by mistake: put it back on the board, for 24 hours after closing. */
export function ReopenSection({ token }: Props) {
  const reopen = useReopen(token);
  return (
    <section aria-labelledby="manage-reopen" className="space-y-2">
      <h2 id="manage-reopen" className="text-lg font-semibold">
        Closed by mistake?
      </h2>
      <p className="text-muted-foreground">
        You can put it back on the board, as it was, within {REOPEN_WINDOW} of closing it.
      </p>
      <Button variant="outline" onClick={reopen.press} disabled={reopen.isPending}>
        Reopen notice
      </Button>
    </section>
  );
}
