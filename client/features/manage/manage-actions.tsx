import { useState } from "react";
import { formatDate } from "@common/format";
import type { ManagedNotice } from "@common/manage-schemas";
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
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useDeleteManagedNoticeMutation } from "./use-delete-managed-notice-mutation";
import { useRenewNoticeMutation } from "./use-renew-notice-mutation";

interface Props {
  token: string;
  notice: ManagedNotice;
}

/** Renew: offered from 7 days before expiry; shown first on the page when it is. */
export function RenewSection({ token, notice }: Props) {
  const renew = useRenewNoticeMutation(token);
  const press = () =>
    renew.mutate(undefined, {
      onSuccess: (saved) =>
        toast({
          title: "Notice renewed",
          description: saved.expiresAt ? `It is now listed until ${formatDate(saved.expiresAt)}.` : undefined,
        }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Failed to renew notice", description: errorMessage(error) }),
    });
  return (
    <section aria-labelledby="manage-renew" className="space-y-2 rounded-lg border border-primary p-4">
      <h2 id="manage-renew" className="text-lg font-semibold">
        Renew your notice
      </h2>
      <p className="text-muted-foreground">
        {notice.state === "expired"
          ? "Your notice has expired. Renew it to put it back on the board."
          : `Your notice expires on ${formatDate(notice.expiresAt)}. Renew it to keep it on the board.`}
      </p>
      <Button onClick={press} disabled={renew.isPending}>
        Renew notice
      </Button>
    </section>
  );
}

/** Delete, after a second press in a dialog that says what goes. */
export function DeleteSection({ token, notice, onDeleted }: Props & { onDeleted: () => void }) {
  const remove = useDeleteManagedNoticeMutation(token);
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: "Notice deleted",
          description: "Your notice and everything attached to it are gone.",
        });
        onDeleted();
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Failed to delete notice", description: errorMessage(error) }),
    });
  return (
    <section aria-labelledby="manage-delete" className="space-y-2">
      <h2 id="manage-delete" className="text-lg font-semibold">
        Delete your notice
      </h2>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete notice</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this notice?</AlertDialogTitle>
            <AlertDialogDescription>
              &ldquo;{notice.title}&rdquo;, its comments, messages and image will be permanently deleted. This
              action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={confirm}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
