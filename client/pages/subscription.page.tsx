import { useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { NewsletterLinkNotValid, NewsletterPageCard } from "@/features/newsletter/newsletter-page-card";
import { SubscriptionChoicesForm } from "@/features/newsletter/subscription-choices-form";
import { useSubscriptionQuery } from "@/features/newsletter/use-subscription-query";
import { useUnsubscribeMutation } from "@/features/newsletter/use-unsubscribe-mutation";
import { useUpdateSubscriptionMutation } from "@/features/newsletter/use-update-subscription-mutation";
import { SavedSearchList } from "@/features/saved-searches/saved-search-list";
import { useSavedSearchesQuery } from "@/features/saved-searches/use-saved-searches-query";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /subscription/:token: the "change your choices" link of every newsletter e-mail, and the list of alerts. */
export function SubscriptionPage() {
  const { token = "" } = useParams<{ token: string }>();
  const subscription = useSubscriptionQuery(token);
  const unsubscribe = useUnsubscribeMutation(token);
  const resubscribe = useUpdateSubscriptionMutation(token);
  const hasAlerts = Boolean(useSavedSearchesQuery(token).data?.savedSearches.length);

  if (subscription.isPending) {
    return (
      <NewsletterPageCard title="Your newsletter subscription">
        <div role="status">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-40 w-full" />
        </div>
      </NewsletterPageCard>
    );
  }
  if (subscription.isError) {
    return <NewsletterLinkNotValid />;
  }
  const data = subscription.data;
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: "destructive", title, description: errorMessage(error) });

  if (!data.isActive) {
    return (
      <NewsletterPageCard title={hasAlerts ? "Your e-mail alerts" : "You are unsubscribed"}>
        <p className="text-muted-foreground break-words">
          {hasAlerts
            ? `We send ${data.email} the alerts below, and no newsletter.`
            : `We send nothing to ${data.email}.`}
        </p>
        <SavedSearchList token={token} />
        <Button
          onClick={() =>
            resubscribe.mutate(
              { isActive: true },
              {
                onSuccess: () => toast({ title: "Subscribed again", description: "Welcome back." }),
                onError: failed("Failed to subscribe again"),
              },
            )
          }
          disabled={resubscribe.isPending}
        >
          {hasAlerts ? "Subscribe to the newsletter" : "Subscribe again"}
        </Button>
      </NewsletterPageCard>
    );
  }
  return (
    <NewsletterPageCard title="Your newsletter subscription">
      <p className="text-muted-foreground break-words">
        New notices for {data.email}. Leave towns or categories unticked to get all of them.
      </p>
      <SubscriptionChoicesForm key={token} token={token} subscription={data} />
      <SavedSearchList token={token} />
      <section aria-labelledby="unsubscribe-title" className="space-y-2 border-t pt-4">
        <h2 id="unsubscribe-title" className="text-lg font-semibold">
          Unsubscribe
        </h2>
        <p className="text-sm text-muted-foreground">Stop all newsletter e-mails at once.</p>
        <Button
          variant="destructive"
          onClick={() => unsubscribe.mutate(undefined, { onError: failed("Failed to unsubscribe") })}
          disabled={unsubscribe.isPending}
        >
          Unsubscribe
        </Button>
      </section>
    </NewsletterPageCard>
  );
}

export const page = definePage({
  name: "subscription",
  path: "/subscription/:token",
  kind: "action",
  secret: true,
  head: plainHead("Your newsletter subscription"),
  component: SubscriptionPage,
});
