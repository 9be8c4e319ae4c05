import type { OpenInvitation, TeamMember } from "@common/team-schemas";
import { errorMessage } from "@/lib/api-client";
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
import { toast } from "@/components/ui/use-toast";
import { useRemoveMemberMutation, useResetMfaMutation, useWithdrawInvitationMutation } from "./use-team";

export type TeamAction =
  { kind: "remove" | "reset"; member: TeamMember } | { kind: "withdraw"; invitation: OpenInvitation };

const TEXTS = {
  remove: {
    title: (name: string) => `Remove ${name} from the team?`,
    body: "They are signed out at once and can no longer sign in. Invitations they sent are withdrawn. The history keeps what they did, under their name.",
    button: "Remove",
    doneTitle: "Removed from the team",
    done: (name: string) => `${name} has been removed from the team.`,
    failed: "Not removed",
  },
  reset: {
    title: (name: string) => `Reset two-factor sign-in of ${name}?`,
    body: "They are signed out, and must set up two-factor sign-in again with their authenticator app when they next sign in. Their recovery codes stop working.",
    button: "Reset two-factor",
    doneTitle: "Two-factor sign-in reset",
    done: (name: string) => `${name} will set up two-factor sign-in at their next sign-in.`,
    failed: "Not reset",
  },
  withdraw: {
    title: (email: string) => `Withdraw the invitation to ${email}?`,
    body: "The link in their mail stops working at once. You can invite them again later.",
    button: "Withdraw",
    doneTitle: "Invitation withdrawn",
    done: (email: string) => `The link sent to ${email} no longer works.`,
    failed: "Not withdrawn",
  },
};

/**
 * Asks before removing someone, resetting their two-factor sign-in or withdrawing an invitation, saying what follows.
 */
export function TeamConfirmDialog({ action, onClose }: { action: TeamAction | null; onClose: () => void }) {
  const remove = useRemoveMemberMutation();
  const reset = useResetMfaMutation();
  const withdraw = useWithdrawInvitationMutation();
  const texts = TEXTS[action?.kind ?? "remove"];
  const name = !action ? "" : action.kind === "withdraw" ? action.invitation.email : action.member.username;

  const confirm = () => {
    if (!action) return;
    const [mutation, id] =
      action.kind === "withdraw"
        ? [withdraw, action.invitation.id]
        : [action.kind === "remove" ? remove : reset, action.member.id];
    mutation.mutate(id, {
      onSuccess: () => toast({ title: texts.doneTitle, description: texts.done(name) }),
      onError: (error) =>
        toast({ variant: "destructive", title: texts.failed, description: errorMessage(error) }),
    });
    onClose();
  };

  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title(name)}</AlertDialogTitle>
          <AlertDialogDescription>{texts.body}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={confirm}>
            {texts.button}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
