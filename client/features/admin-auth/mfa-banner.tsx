import { useState } from "react";
import { ShieldAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MfaEnrolDialog } from "./mfa-enrol-dialog";

/** Shown to an admin without two-factor sign-in: a request, or (ADMIN_REQUIRE_MFA) the only way on. */
export function MfaBanner({ required }: { required: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Alert variant={required ? "destructive" : "default"} role="region" aria-label="Two-factor sign-in">
      <ShieldAlert className="h-4 w-4" aria-hidden="true" />
      <AlertTitle>
        {required ? "Two-factor sign-in is required" : "Protect your account with two-factor sign-in"}
      </AlertTitle>
      <AlertDescription className="space-y-3">
        <p>
          {required
            ? "Set up two-factor sign-in to use the dashboard. You will need an authenticator app on your phone."
            : "Ask for a code from an authenticator app as well as your password, so a stolen password alone cannot open the dashboard."}
        </p>
        <Button onClick={() => setOpen(true)}>Set up two-factor sign-in</Button>
      </AlertDescription>
      <MfaEnrolDialog open={open} onOpenChange={setOpen} />
    </Alert>
  );
}
