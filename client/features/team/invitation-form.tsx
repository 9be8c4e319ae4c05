import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { AlertCircle } from "lucide-react";
import { InvitationAcceptInputSchema, type InvitationAcceptInput } from "@common/team-schemas";
import { ApiError, errorMessage } from "@/lib/api-client";
import { setAdminHint } from "@/lib/admin-hint";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { useAcceptInvitationMutation } from "./use-team";

/**
 * The invitee chooses a username and password; the account is made (usable only for setting up two-factor sign-in
 * until that is done), and `onJoined` runs. A password the server finds common comes back on its field.
 */
export function InvitationForm({ token, onJoined }: { token: string; onJoined: () => void }) {
  const form = useForm<InvitationAcceptInput>({
    resolver: zodResolver(InvitationAcceptInputSchema),
    defaultValues: { username: "", password: "" },
  });
  const accept = useAcceptInvitationMutation(token);
  const errors = form.formState.errors;

  const submit = (input: InvitationAcceptInput) =>
    accept.mutate(input, {
      onSuccess: () => {
        setAdminHint(true);
        onJoined();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.errors))
          if (field === "username" || field === "password") form.setError(field, { message });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <Field
        id="invitation-username"
        label="Username"
        description="At least 4 characters: letters, digits, dots, dashes or underscores. The team sees it in the history."
        error={errors.username?.message}
      >
        <Input autoComplete="username" autoCapitalize="none" {...form.register("username")} />
      </Field>
      <Field
        id="invitation-password"
        label="Password"
        description="At least 12 characters, not a common one, without your username or the board's name."
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      {accept.isError && !(accept.error instanceof ApiError && Object.keys(accept.error.errors).length) && (
        <Alert variant="destructive">
          <AlertCircle className="h-4 w-4" aria-hidden="true" />
          <AlertDescription>{errorMessage(accept.error)}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? "Creating your account…" : "Create my account"}
      </Button>
    </form>
  );
}
