import { Link, useParams } from "wouter";
import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { noticeLifeSentence } from "@common/notice-outcomes";
import { useVerifyNoticeQuery } from "@/features/post-notice/use-verify-notice-query";
import { EmailLinkForm } from "@/features/my-data/email-link-form";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** On the expired and failed states: a fresh activation link for every unconfirmed notice of an address. */
function ResendActivation() {
  return (
    <div className="space-y-2 border-t pt-4">
      <h2 className="text-lg font-semibold">Need a new link?</h2>
      <EmailLinkForm url="/api/notices/resend-activation" submitLabel="Send me a new link" />
    </div>
  );
}

/** /verify/:token — the activation link from the e-mail (product-spec.md §2 "Verify page"). */
export function VerifyPage() {
  const { token } = useParams<{ token?: string }>();
  const result = useVerifyNoticeQuery(token);

  return (
    <div className="flex w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6 text-center" aria-live="polite">
          {result.state === "loading" && (
            <>
              <Loader2 className="mx-auto h-12 w-12 animate-spin text-primary" aria-hidden="true" />
              <h1 className="text-2xl font-bold">Verifying your notice…</h1>
              <p className="text-muted-foreground">Please wait while we confirm your email address.</p>
            </>
          )}
          {result.state === "success" && (
            <>
              <CheckCircle2 className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
              <h1 className="text-2xl font-bold">Notice Verified!</h1>
              <p className="text-lg font-medium break-words">{result.title}</p>
              <p className="text-muted-foreground">
                Your notice has been verified and will be reviewed by our moderators.{" "}
                {noticeLifeSentence(result.category)} We'll email you when your notice is published.
              </p>
            </>
          )}
          {result.state === "confirmed" && (
            <>
              <CheckCircle2 className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
              <h1 className="text-2xl font-bold">Notice Already Confirmed</h1>
              <p className="text-muted-foreground">
                You have already confirmed this notice, so there is nothing more to do. Our moderators will
                review it, and we'll email you when your notice is published.
              </p>
            </>
          )}
          {result.state === "expired" && (
            <>
              <Clock className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
              <h1 className="text-2xl font-bold">Verification Link Expired</h1>
              <p className="text-muted-foreground">
                This verification link has expired. Verification links expire after 24 hours. Please post your
                notice again.
              </p>
              <ResendActivation />
            </>
          )}
          {result.state === "failed" && (
            <>
              <XCircle className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
              <h1 className="text-2xl font-bold">Verification Failed</h1>
              <p className="text-muted-foreground">
                This verification link is invalid or has already been used.
              </p>
              <ResendActivation />
            </>
          )}
          <Button asChild>
            <Link href="/">Return to Homepage</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export const page = definePage({
  name: "verify",
  path: "/verify/:token?",
  kind: "action",
  secret: true,
  head: plainHead("Confirm your notice"),
  component: VerifyPage,
});
