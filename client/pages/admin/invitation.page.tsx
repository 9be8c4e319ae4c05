import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { UserPlus } from "lucide-react";
import { ADMIN_ROLE_LABELS } from "@common/team-schemas";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { InvitationForm } from "@/features/team/invitation-form";
import { useInvitation } from "@/features/team/use-team";
import { MfaEnrolDialog } from "@/features/admin-auth/mfa-enrol-dialog";
import { plainHead } from "@common/page-heads";
import { definePage } from "../page-module";

/** 404 and 410 say what became of the link; anything else is a failure to load it. */
function whyNot(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return error.serverMessage;
  return `The invitation could not be loaded: ${errorMessage(error)}`;
}

/**
 * /admin/invitation/:token: a secret link from an invitation mail. Opening it only shows who is invited and as what
 * (GET changes nothing); the form sets the password, then the page shows the QR code and takes a code, and only then
 * opens the dashboard: until enrolled the account cannot be signed in to with its password (issue 34).
 */
export function InvitationPage() {
  const { token = "" } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const invitation = useInvitation(token);
  const [enrolling, setEnrolling] = useState(false);

  return (
    <div className="container mx-auto flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <UserPlus className="h-10 w-10 text-primary" aria-hidden="true" />
          <CardTitle>
            <h1>Join the Shropshire Noticeboard team</h1>
          </CardTitle>
          {invitation.data && (
            <CardDescription>
              You are invited as {ADMIN_ROLE_LABELS[invitation.data.role].toLowerCase()} (
              {invitation.data.email}). Choose a username and password; next you will set up two-factor
              sign-in with an authenticator app.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {invitation.isPending && (
            <div aria-busy="true" className="space-y-3">
              <span className="sr-only">Checking your invitation…</span>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
          {invitation.isError && (
            <div className="space-y-3 text-center">
              <p role="alert">{whyNot(invitation.error)}</p>
              <p>
                <Link href="/admin" className="underline">
                  Go to the sign-in page
                </Link>
              </p>
            </div>
          )}
          {invitation.data && !enrolling && (
            <InvitationForm token={token} onJoined={() => setEnrolling(true)} />
          )}
          {enrolling && (
            <p role="status" className="text-center">
              Your password is set. Now set up two-factor sign-in to finish joining.
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
  name: "adminInvitation",
  path: "/admin/invitation/:token",
  kind: "admin",
  secret: true,
  head: plainHead("Join the team"),
  component: InvitationPage,
});
