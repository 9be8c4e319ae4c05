import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { AdminMfaCodeSchema, type AdminMfaCodeInput } from "@common/admin-mfa-schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { ApiError, errorMessage } from "@/lib/api-client";

interface Props {
  pending: boolean;
  error: unknown;
  onSubmit: (input: AdminMfaCodeInput) => void;
}

/** The first code from the app, proving it holds the secret; the server's message lands under the field. */
export function MfaConfirmForm({ pending, error, onSubmit }: Props) {
  const form = useForm<AdminMfaCodeInput>({
    resolver: zodResolver(AdminMfaCodeSchema),
    defaultValues: { code: "" },
  });
  const serverMessage = error instanceof ApiError ? (error.errors.code ?? error.serverMessage) : undefined;
  const message =
    form.formState.errors.code?.message ?? (error ? (serverMessage ?? errorMessage(error)) : undefined);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-2">
      <Field id="mfa-enrol-code" label="Code from your app" error={message}>
        <Input inputMode="numeric" autoComplete="one-time-code" {...form.register("code")} />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Turning on…" : "Turn on two-factor sign-in"}
      </Button>
    </form>
  );
}
