import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { ShieldCheck } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { setAdminHint } from "@/lib/admin-hint";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { MfaEnrolDialog } from "@/features/admin-auth/mfa-enrol-dialog";
import { useEnrolmentLink, useUseEnrolmentLinkMutation } from "@/features/admin-auth/use-enrolment-link";
import { plainHead } from "@common/page-heads";
import { definePage } from "../page-module";

/**
 * /admin/enrol/:token: the one-time link mailed to an account without a second factor (issue 34). Opening it changes
 * nothing; the button uses the link, then the QR code and a code from the app finish it and open the dashboard.
 */
export function EnrolPage() {
  const { token = "" } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const link = useEnrolmentLink(token);
  const use = useUseEnrolmentLinkMutation(token);
  const [enrolling, setEnrolling] = useState(false);

  const start = () =>
    use.mutate(undefined, {
      onSuccess: () => {
        setAdminHint(true);
        setEnrolling(true);
      },
    });

  return (
    <div className="container mx-auto flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck className="h-10 w-10 text-primary" aria-hidden="true" />
          <CardTitle>
            <h1>Set up two-factor sign-in</h1>
          </CardTitle>
          {link.data && (
            <CardDescription>
              For the account {link.data.username}. You will need an authenticator app on your phone.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="space-y-3">
          {link.isPending && (
            <div aria-busy="true">
              <span className="sr-only">Checking your link…</span>
              <Skeleton className="h-10 w-full" />
            </div>
          )}
          {link.isError && (
            <div className="space-y-3 text-center">
              <p role="alert">{errorMessage(link.error)}</p>
              <p>
                <Link href="/admin" className="underline">
                  Go to the sign-in page
                </Link>
              </p>
            </div>
          )}
          {link.data && !enrolling && (
            <Button className="w-full" onClick={start} disabled={use.isPending}>
              {use.isPending ? "Opening…" : "Set up two-factor sign-in"}
            </Button>
          )}
          {use.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(use.error)}
            </p>
          )}
          <MfaEnrolDialog
            open={enrolling}
            onOpenChange={(open) => {
              if (!open) navigate("/admin/dashboard");
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export const page = definePage({
  name: "adminEnrol",
  path: "/admin/enrol/:token",
  kind: "admin",
  secret: true,
  head: plainHead("Set up two-factor sign-in"),
  component: EnrolPage,
});
