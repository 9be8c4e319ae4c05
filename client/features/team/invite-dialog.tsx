import { Controller, useForm } from "react-hook-form";
import { TeamInvitationInputSchema, type TeamInvitationInput } from "@common/team-schemas";
import { ApiError, errorMessage } from "@/lib/api-client";
import { zodResolver } from "@/lib/zod-resolver";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { RoleSelect } from "./role-select";
import { useInviteMutation } from "./use-team";

const EMPTY: TeamInvitationInput = { email: "", role: "moderator" };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Invites someone by e-mail with a role: they get a link that works once, for 7 days. The form checks the address with
 * the route's own schema (common/team-schemas.ts) before sending; a field the server refuses shows its message.
 */
export function InviteDialog({ open, onOpenChange }: Props) {
  const form = useForm<TeamInvitationInput>({
    resolver: zodResolver(TeamInvitationInputSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const invite = useInviteMutation();
  const close = () => {
    form.reset(EMPTY);
    onOpenChange(false);
  };

  const submit = (input: TeamInvitationInput) =>
    invite.mutate(input, {
      onSuccess: (sent) => {
        toast({ title: "Invitation sent", description: `${sent.email} has 7 days to accept it.` });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.errors))
            if (field === "email" || field === "role") form.setError(field, { message });
        }
        toast({ variant: "destructive", title: "Invitation not sent", description: errorMessage(error) });
      },
    });

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
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
          <Field id="invite-email" label="E-mail address" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register("email")} />
          </Field>
          <Field
            id="invite-role"
            label="Role"
            description="A moderator checks notices, comments and contact messages. An admin also manages the team and settings."
            error={errors.role?.message}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <RoleSelect
                    id={control.id}
                    value={field.value}
                    onChange={field.onChange}
                    className="w-full"
                    describedBy={control["aria-describedby"]}
                  />
                )}
              />
            )}
          </Field>
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
