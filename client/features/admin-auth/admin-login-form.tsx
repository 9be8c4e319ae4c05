import { zodResolver } from "@/lib/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AlertCircle } from "lucide-react";
import { AdminLoginSchema, type AdminLoginInput } from "@common/admin-login-schema";
import { ApiError } from "@/lib/api-client";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describedBy, FieldError } from "@/components/field-error";
import { AdminLoginCodeForm } from "./admin-login-code-form";
import { useLoginMutation } from "./use-login-mutation";

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
      <div className="space-y-2">
        <Label htmlFor="admin-username">Username</Label>
        <Input
          id="admin-username"
          autoComplete="username"
          autoCapitalize="none"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy("admin-username-error", !!errors.username)}
          {...form.register("username")}
        />
        <FieldError id="admin-username-error" message={errors.username?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="admin-password">Password</Label>
        <Input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("admin-password-error", !!errors.password)}
          {...form.register("password")}
        />
        <FieldError id="admin-password-error" message={errors.password?.message} />
      </div>
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
