import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { NewsletterLinkNotValid, NewsletterPageCard } from "@/features/newsletter/newsletter-page-card";
import { useUnsubscribeMutation } from "@/features/newsletter/use-unsubscribe-mutation";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /unsubscribe/:token: the unsubscribe link in every digest; the button does it, opening the page does not. */
export function UnsubscribePage() {
  const { token = "" } = useParams<{ token: string }>();
  const unsubscribe = useUnsubscribeMutation(token);

  if (unsubscribe.isSuccess) {
    return (
      <NewsletterPageCard title="You have been unsubscribed">
        <p className="text-muted-foreground">We will not send you the newsletter any more.</p>
        <p>
          <Link href={`/subscription/${token}`} className="text-primary underline underline-offset-4">
            Changed your mind? Manage your subscription
          </Link>
        </p>
      </NewsletterPageCard>
    );
  }
  if (unsubscribe.isError) {
    return <NewsletterLinkNotValid />;
  }
  return (
    <NewsletterPageCard title="Unsubscribe from the newsletter">
      <p className="text-muted-foreground">
        Press the button to stop receiving new notices from Shropshire Noticeboard by e-mail.
      </p>
      <Button variant="destructive" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
      </Button>
    </NewsletterPageCard>
  );
}

export const page = definePage({
  name: "unsubscribe",
  path: "/unsubscribe/:token",
  kind: "action",
  secret: true,
  head: plainHead("Unsubscribe from the newsletter"),
  component: UnsubscribePage,
});
