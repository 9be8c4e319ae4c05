import { useState, type FormEvent } from "react";
import { TeamInvitationInputSchema, type AdminRole } from "@common/team-schemas";
import { ApiError, errorMessage } from "@/lib/api-client";
import { FieldError } from "@/components/field-error";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { RoleSelect } from "./role-select";
import { useInviteMutation } from "./use-team";
import "@/lib/zod-jitless";

type Field = "email" | "role";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invites someone by e-mail with a role: they get a link that works once, for 7 days. */
export function InviteDialog({ open, onOpenChange }: Props) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AdminRole>("moderator");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const invite = useInviteMutation();
  const close = () => {
    setEmail("");
    setRole("moderator");
    setErrors({});
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TeamInvitationInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[(issue.path[0] as Field) ?? "email"] ??= issue.message;
      setErrors(found);
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        toast({ title: "Invitation sent", description: `${sent.email} has 7 days to accept it.` });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.errors);
        toast({ variant: "destructive", title: "Invitation not sent", description: errorMessage(error) });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite someone to the team</DialogTitle>
          <DialogDescription>
            They get an e-mail with a link that works once, for 7 days, to choose a username and password and
            set up two-factor sign-in.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="invite-email">E-mail address</Label>
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "invite-email-error" : undefined}
            />
            <FieldError id="invite-email-error" message={errors.email} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="invite-role">Role</Label>
            <RoleSelect
              id="invite-role"
              value={role}
              onChange={setRole}
              className="w-full"
              describedBy="invite-role-hint"
            />
            <p id="invite-role-hint" className="text-xs text-muted-foreground">
              A moderator checks notices, comments and contact messages. An admin also manages the team and
              settings.
            </p>
            <FieldError id="invite-role-error" message={errors.role} />
          </div>
          <FormDialogFooter
            onCancel={close}
            isPending={invite.isPending}
            label="Send invitation"
            pendingLabel="Sending…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
