import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { NewsletterLinkNotValid, NewsletterPageCard } from "@/features/newsletter/newsletter-page-card";
import { useRemoveSavedSearchMutation } from "@/features/saved-searches/use-saved-search-mutations";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /alerts/stop/:token/:id: the "Stop this alert" link of an alert mail; the button does it, opening the page does not. */
export function AlertStopPage() {
  const { token = "", id = "" } = useParams<{ token: string; id: string }>();
  const remove = useRemoveSavedSearchMutation(token);

  if (remove.isSuccess) {
    return (
      <NewsletterPageCard title="Alert stopped">
        <p className="text-muted-foreground">We will not send you this alert any more.</p>
        <p>
          <Link href={`/subscription/${token}`} className="text-primary underline underline-offset-4">
            See your other alerts and the newsletter
          </Link>
        </p>
      </NewsletterPageCard>
    );
  }
  if (remove.isError) {
    return <NewsletterLinkNotValid />;
  }
  return (
    <NewsletterPageCard title="Stop this alert">
      <p className="text-muted-foreground">
        Press the button to stop the e-mails of this saved search. Your other alerts and the newsletter stay
        as they are.
      </p>
      <Button variant="destructive" onClick={() => remove.mutate(Number(id))} disabled={remove.isPending}>
        {remove.isPending ? "Stopping…" : "Stop this alert"}
      </Button>
    </NewsletterPageCard>
  );
}

export const page = definePage({
  name: "alertStop",
  path: "/alerts/stop/:token/:id",
  kind: "action",
  secret: true,
  params: { id: "\\d{1,10}" },
  head: plainHead("Stop this alert"),
  component: AlertStopPage,
});
