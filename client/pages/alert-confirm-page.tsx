import { Link, useParams } from "wouter";
import { describeSavedSearch } from "@common/saved-search-schemas";
import { Button } from "@/components/ui/button";
import { NewsletterPageCard } from "@/features/newsletter/newsletter-page-card";
import { useConfirmSavedSearchMutation } from "@/features/saved-searches/use-saved-search-mutations";

/** /alerts/confirm/:token: confirms an alert by a button press, so a mail scanner opening the link confirms nothing. */
export function AlertConfirmPage() {
  const { token = "" } = useParams<{ token: string }>();
  const confirm = useConfirmSavedSearchMutation();

  if (confirm.isSuccess) {
    return (
      <NewsletterPageCard title="Alert confirmed">
        <p className="text-muted-foreground">
          Thank you. From now on we e-mail {confirm.data.email} the new notices matching{" "}
          {describeSavedSearch(confirm.data.savedSearch)}. Every alert e-mail has a link to stop it.
        </p>
        <Button asChild>
          <Link href={`/subscription/${confirm.data.manageToken}`}>See your alerts</Link>
        </Button>
      </NewsletterPageCard>
    );
  }
  if (confirm.isError) {
    return (
      <NewsletterPageCard title="Confirmation failed">
        <p className="text-muted-foreground">
          This confirmation link is invalid or has already been used. Alerts we never hear back about are
          deleted after 7 days: you can save the search again from its results page.
        </p>
      </NewsletterPageCard>
    );
  }
  return (
    <NewsletterPageCard title="Confirm your alert">
      <p className="text-muted-foreground">
        Press the button to be e-mailed when a notice matching your search is posted on Shropshire
        Noticeboard.
      </p>
      <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
        {confirm.isPending ? "Confirming…" : "Confirm my alert"}
      </Button>
    </NewsletterPageCard>
  );
}
