import { zodResolver } from "@/lib/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AlertCircle } from "lucide-react";
import { AdminLoginSchema, type AdminLoginInput } from "@common/admin-login-schema";
import { ApiError } from "@/lib/api-client";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { AdminLoginCodeForm } from "./admin-login-code-form";
import { useLoginMutation } from "./use-login-mutation";
import { Field } from "@/components/ui/field";

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return "Invalid username or password";
}

/**
 * Username and password; a failed login shows the server's message in an alert above the button. For an admin with
 * two-factor sign-in a right password leads to the second step, asking for the code.
 */
export function AdminLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [needsCode, setNeedsCode] = useState(false);
  if (needsCode) return <AdminLoginCodeForm onLoggedIn={onLoggedIn} onRestart={() => setNeedsCode(false)} />;
  return <PasswordStep onLoggedIn={onLoggedIn} onCodeNeeded={() => setNeedsCode(true)} />;
}

function PasswordStep({ onLoggedIn, onCodeNeeded }: { onLoggedIn: () => void; onCodeNeeded: () => void }) {
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const login = useLoginMutation(onLoggedIn, onCodeNeeded);
  const errors = form.formState.errors;

  return (
    <form noValidate onSubmit={form.handleSubmit((input) => login.mutate(input))} className="space-y-4">
      <Field id="admin-username" label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" {...form.register("username")} />
      </Field>
      <Field id="admin-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      {login.isError && (
        <Alert variant="destructive">
          <AlertCircle className="h-4 w-4" aria-hidden="true" />
          <AlertDescription>{loginErrorMessage(login.error)}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Logging in…" : "Login"}
      </Button>
    </form>
  );
}
