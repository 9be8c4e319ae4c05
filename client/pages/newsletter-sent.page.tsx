import { useSearch } from "wouter";
import { MailCheck, MailX } from "lucide-react";
import { MessageCard } from "@/components/message-card";
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
  return (
    <MessageCard icon={problem ? MailX : MailCheck} title={problem ?? "Check your e-mail to confirm"}>
      <p className="text-muted-foreground">
        {problem
          ? "Nothing was subscribed. Go back to enter your address again."
          : "We have sent you a link. Nothing is sent to you until you press the button it opens."}
      </p>
    </MessageCard>
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
