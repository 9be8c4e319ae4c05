import { formatDate } from "@common/format";
import { DashboardCard } from "@/components/dashboard-card";
import { useNewsletterStatsQuery } from "./use-newsletter-stats-query";

function Figures({ label, items }: { label: string; items: [string, number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4" aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt className="text-xs text-muted-foreground">{name}</dt>
          <dd className="text-xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Subscriber counts and the last digest run, on the dashboard (GET /api/admin/newsletter). */
export function NewsletterStats() {
  const stats = useNewsletterStatsQuery();
  return (
    <DashboardCard title="Newsletter" query={stats} failedText="Newsletter figures could not be loaded.">
      {(data) => (
        <>
          <Figures
            label="Subscribers"
            items={[
              ["Confirmed", data.subscribers.confirmed],
              ["Unconfirmed", data.subscribers.unconfirmed],
              ["Unsubscribed", data.subscribers.unsubscribed],
            ]}
          />
          {data.lastRun ? (
            <div className="space-y-1">
              <p className="text-sm text-muted-foreground">
                Last digest ({data.lastRun.frequency}, {formatDate(data.lastRun.slotAt)})
                {data.lastRun.finishedAt ? "" : ": still running"}
              </p>
              <Figures
                label="Last digest run"
                items={[
                  ["Sent", data.lastRun.sent],
                  ["Skipped (nothing new)", data.lastRun.skipped],
                  ["Failed", data.lastRun.failed],
                  ["Waiting to send", data.lastRun.waiting],
                ]}
              />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No digest has been sent yet.</p>
          )}
        </>
      )}
    </DashboardCard>
  );
}
