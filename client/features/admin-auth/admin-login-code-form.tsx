import { useEffect, useRef } from "react";
import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { AlertCircle } from "lucide-react";
import { AdminMfaCodeSchema, type AdminMfaCodeInput } from "@common/admin-mfa-schemas";
import { ApiError } from "@/lib/api-client";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { useLoginCodeMutation } from "./use-login-code-mutation";

const CODE_FAILED = "Could not check the code. Please try again.";

/** The login's second step for an admin with two-factor sign-in: a 6-digit code, or one of the recovery codes. */
export function AdminLoginCodeForm({
  onLoggedIn,
  onRestart,
}: {
  onLoggedIn: () => void;
  onRestart: () => void;
}) {
  const form = useForm<AdminMfaCodeInput>({
    resolver: zodResolver(AdminMfaCodeSchema),
    defaultValues: { code: "" },
  });
  const login = useLoginCodeMutation(onLoggedIn);
  const error = form.formState.errors.code;
  const timedOut = login.error instanceof ApiError && login.error.serverMessage.includes("timed out");
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { ref, ...field } = form.register("code");

  // The password step's button is gone: put the keyboard where the code goes.
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form noValidate onSubmit={form.handleSubmit((input) => login.mutate(input))} className="space-y-4">
      <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
      <Field
        id="admin-code"
        label="Authentication code"
        description="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        error={error?.message}
      >
        <Input
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          ref={(element) => {
            ref(element);
            inputRef.current = element;
          }}
          {...field}
        />
      </Field>
      {login.isError && (
        <Alert variant="destructive">
          <AlertCircle className="h-4 w-4" aria-hidden="true" />
          <AlertDescription>
            {login.error instanceof ApiError ? login.error.serverMessage : CODE_FAILED}
          </AlertDescription>
        </Alert>
      )}
      {timedOut ? (
        <Button type="button" className="w-full" onClick={onRestart}>
          Enter password again
        </Button>
      ) : (
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? "Verifying…" : "Verify"}
        </Button>
      )}
      {!timedOut && (
        <Button type="button" variant="ghost" className="w-full" onClick={onRestart}>
          Start again
        </Button>
      )}
    </form>
  );
}
