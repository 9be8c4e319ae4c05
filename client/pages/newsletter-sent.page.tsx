import { Link, useSearch } from "wouter";
import { MailCheck, MailX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { plainHead } from "@common/page-heads";
import { NEWSLETTER_FORM_ERRORS, type NewsletterFormError } from "@common/subscriber-schemas";
import { definePage } from "./page-module";

/**
 * /newsletter/sent: the answer to the newsletter form posted without JavaScript (POST /api/subscribe answers a
 * browser's form with 303 here): the confirmation mail is on its way, or why the address was not taken.
 */
export function NewsletterSentPage() {
  const error = new URLSearchParams(useSearch()).get("error");
  const problem =
    error && error in NEWSLETTER_FORM_ERRORS ? NEWSLETTER_FORM_ERRORS[error as NewsletterFormError] : null;
  const Icon = problem ? MailX : MailCheck;
  return (
    <div className="flex w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6 text-center">
          <Icon className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{problem ?? "Check your e-mail to confirm"}</h1>
          <p className="text-muted-foreground">
            {problem
              ? "Nothing was subscribed. Go back to enter your address again."
              : "We have sent you a link. Nothing is sent to you until you press the button it opens."}
          </p>
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export const page = definePage({
  name: "newsletterSent",
  path: "/newsletter/sent",
  kind: "action",
  rendered: true,
  head: plainHead("Newsletter"),
  component: NewsletterSentPage,
});
