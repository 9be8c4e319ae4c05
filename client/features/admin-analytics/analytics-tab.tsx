import { useState } from "react";
import { ANALYTICS_PERIODS } from "@common/analytics-schemas";
import { categoryLabel } from "@common/categories";
import { locationLabel } from "@common/locations";
import { londonDay } from "@common/london-day";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { BarChart, fillDays } from "./bar-chart";
import { NoticesPerDayTable } from "./notices-per-day-table";
import { MakeThisMeanButton } from "@/features/admin-synonyms/make-this-mean-button";
import { RankedList } from "./ranked-list";
import { useAnalyticsQuery, type AnalyticsPeriod } from "./use-analytics-query";

/** "2.5 hours", "1 hour", or days past two days, for the median decision time. */
function formatHours(hours: number | null): string {
  if (hours === null) return "No decisions yet";
  if (hours >= 48) return `${Math.round((hours / 24) * 10) / 10} days`;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** The period's days, ending today in London (or on the last day the server counted, were its clock ahead). */
function periodOf(a: { days: number; visitsPerDay: { day: string }[] }) {
  const today = londonDay(new Date());
  const last = a.visitsPerDay.at(-1)?.day ?? today;
  return { days: a.days, lastDay: last > today ? last : today };
}

/** The Analytics tab: visits, what people look at, what moderators decided and what searches found nothing. */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsPeriod>("30");
  const analytics = useAnalyticsQuery(days);
  const a = analytics.data;
  const visits = a ? fillDays(a.visitsPerDay, (day) => ({ day, visits: 0 }), periodOf(a)) : [];
  const totalVisits = visits.reduce((sum, v) => sum + v.visits, 0);

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-heading" className="text-xl font-semibold">
          Analytics
        </h2>
        <div role="group" aria-label="Period" className="flex gap-2">
          {ANALYTICS_PERIODS.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === days ? "default" : "outline"}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              {period} days
            </Button>
          ))}
        </div>
      </div>
      {analytics.isPending && (
        <Skeleton role="status" className="h-32 w-full" aria-label="Loading analytics" />
      )}
      {analytics.isError && <p role="alert">Could not load analytics: {errorMessage(analytics.error)}</p>}
      {a && (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">Visits</dt>
              <dd className="text-2xl font-semibold tabular-nums">{totalVisits}</dd>
            </div>
            <div className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">Median time from verification to decision</dt>
              <dd className="text-2xl font-semibold">{formatHours(a.medianDecisionHours)}</dd>
            </div>
          </dl>
          <section className="space-y-2">
            <h3 className="font-semibold">Visits per day</h3>
            {visits.length === 0 ? (
              <p className="text-sm text-muted-foreground">No visits in this period.</p>
            ) : (
              <>
                <BarChart
                  title="Visits per day"
                  unit="visits"
                  bars={visits.map((v) => ({ label: v.day, value: v.visits }))}
                />
                <details className="text-sm">
                  <summary className="cursor-pointer">Visits per day as a table</summary>
                  <table className="mt-2 w-full">
                    <caption className="sr-only">Visits per day</caption>
                    <thead className="text-left">
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Visits</th>
                      </tr>
                    </thead>
                    <tbody>
                      {visits.map((v) => (
                        <tr key={v.day} className="border-t">
                          <td>{v.day}</td>
                          <td className="tabular-nums">{v.visits}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            )}
          </section>
          <div className="grid gap-3 md:grid-cols-3">
            <RankedList
              title="Top categories"
              rows={a.topCategories}
              label={categoryLabel}
              empty="No category pages viewed."
            />
            <RankedList
              title="Top towns"
              rows={a.topTowns}
              label={locationLabel}
              empty="No notices posted."
            />
            <RankedList
              title="Searches that found nothing"
              rows={a.zeroResultSearches}
              label={(words) => words}
              empty="Every search found something."
              action={(words) => <MakeThisMeanButton query={words} />}
            />
          </div>
          <NoticesPerDayTable rows={a.noticesPerDay} />
        </>
      )}
    </section>
  );
}
