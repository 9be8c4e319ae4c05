import { ALERT_FREQUENCY_LABELS, describeSavedSearch } from "@common/saved-search-schemas";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useRemoveSavedSearchMutation } from "./use-saved-search-mutations";
import { useSavedSearchesQuery } from "./use-saved-searches-query";

/** The subscription page's "Your alerts": each saved search, how often, and a Remove button. */
export function SavedSearchList({ token }: { token: string }) {
  const list = useSavedSearchesQuery(token);
  const remove = useRemoveSavedSearchMutation(token);
  const alerts = list.data?.savedSearches ?? [];
  if (list.isPending) return <Skeleton className="h-16 w-full" />;
  if (!alerts.length) return null;
  return (
    <section aria-labelledby="alerts-title" className="space-y-2 border-t pt-4">
      <h2 id="alerts-title" className="text-lg font-semibold">
        Your alerts
      </h2>
      <ul className="divide-y rounded-md border">
        {alerts.map((alert) => {
          const name = describeSavedSearch(alert);
          return (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{name}</p>
                <p className="text-sm text-muted-foreground">
                  {alert.isConfirmed
                    ? ALERT_FREQUENCY_LABELS[alert.frequency]
                    : "Waiting for you to confirm it from the e-mail we sent"}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove alert ${name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(alert.id, {
                    onSuccess: () => toast({ title: "Alert removed", description: name }),
                    onError: (error) =>
                      toast({
                        variant: "destructive",
                        title: "Failed to remove the alert",
                        description: errorMessage(error),
                      }),
                  })
                }
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
