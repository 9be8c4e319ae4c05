import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { NewsletterPageCard } from "@/features/newsletter/newsletter-page-card";
import { useConfirmSubscriptionMutation } from "@/features/newsletter/use-confirm-subscription-mutation";

/** /subscribe/confirm/:token: confirms by a button press, so a mail scanner opening the link confirms nothing. */
export function SubscribeConfirmPage() {
  const { token = "" } = useParams<{ token: string }>();
  const confirm = useConfirmSubscriptionMutation();

  if (confirm.isSuccess) {
    return (
      <NewsletterPageCard title="Subscription confirmed">
        <p className="text-muted-foreground">
          Thank you. From now on we e-mail {confirm.data.email} the new notices matching your choice. Every
          e-mail has a link to change your choice or unsubscribe.
        </p>
        <Button asChild>
          <Link href={`/subscription/${confirm.data.manageToken}`}>Change your choices</Link>
        </Button>
      </NewsletterPageCard>
    );
  }
  if (confirm.isError) {
    return (
      <NewsletterPageCard title="Confirmation failed">
        <p className="text-muted-foreground">
          This confirmation link is invalid or has already been used. Links we never hear back about are
          deleted after 7 days: you can subscribe again at the bottom of any page.
        </p>
      </NewsletterPageCard>
    );
  }
  return (
    <NewsletterPageCard title="Confirm your subscription">
      <p className="text-muted-foreground">
        Press the button to start receiving new notices from Shropshire Noticeboard by e-mail.
      </p>
      <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
        {confirm.isPending ? "Confirming…" : "Confirm my subscription"}
      </Button>
    </NewsletterPageCard>
  );
}
