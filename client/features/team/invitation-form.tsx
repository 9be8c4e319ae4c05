import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { AlertCircle } from "lucide-react";
import { InvitationAcceptInputSchema, type InvitationAcceptInput } from "@common/team-schemas";
import { ApiError, errorMessage } from "@/lib/api-client";
import { setAdminHint } from "@/lib/admin-hint";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describedBy, FieldError } from "@/components/field-error";
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
      <div className="space-y-2">
        <Label htmlFor="invitation-username">Username</Label>
        <Input
          id="invitation-username"
          autoComplete="username"
          autoCapitalize="none"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy(
            "invitation-username-error",
            !!errors.username,
            "invitation-username-hint",
          )}
          {...form.register("username")}
        />
        <p id="invitation-username-hint" className="text-xs text-muted-foreground">
          At least 4 characters: letters, digits, dots, dashes or underscores. The team sees it in the
          history.
        </p>
        <FieldError id="invitation-username-error" message={errors.username?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="invitation-password">Password</Label>
        <Input
          id="invitation-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(
            "invitation-password-error",
            !!errors.password,
            "invitation-password-hint",
          )}
          {...form.register("password")}
        />
        <p id="invitation-password-hint" className="text-xs text-muted-foreground">
          At least 12 characters, not a common one, without your username or the board&apos;s name.
        </p>
        <FieldError id="invitation-password-error" message={errors.password?.message} />
      </div>
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
