import type { Analytics } from "@common/analytics-schemas";

/** Posted (verified), approved and rejected per day, newest first: the moderator's workload in figures. */
export function NoticesPerDayTable({ rows }: { rows: Analytics["noticesPerDay"] }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">Notices per day</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notices posted or decided in this period.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Notices posted, approved and rejected per day</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                {["Day", "Posted", "Approved", "Rejected"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...rows].reverse().map((r) => (
                <tr key={r.day} className="border-t tabular-nums">
                  <td className="px-3 py-2 whitespace-nowrap">{r.day}</td>
                  <td className="px-3 py-2">{r.posted}</td>
                  <td className="px-3 py-2">{r.approved}</td>
                  <td className="px-3 py-2">{r.rejected}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
