import type { ReactNode } from "react";

interface Props {
  title: string;
  rows: { key: string; count: number }[];
  /** Turns a stored value into what a reader knows ("ludlow" → "Ludlow"). */
  label: (key: string) => string;
  empty: string;
  /** Something to do with a row (the searches that found nothing: "Make this mean…"). */
  action?: (key: string) => ReactNode;
}

/** A ranked list with a bar behind each count: the numbers are text, so nothing depends on seeing the bars. */
export function RankedList({ title, rows, label, empty, action }: Props) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="space-y-2 rounded-md border p-3">
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="space-y-1 text-sm" aria-label={title}>
          {rows.map((row) => (
            <li key={row.key} className="relative flex justify-between gap-2 rounded px-2 py-1">
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 rounded bg-primary/15"
                style={{ width: `${(row.count / max) * 100}%` }}
              />
              <span className="relative wrap-anywhere">{label(row.key)}</span>
              <span className="relative flex items-center gap-3">
                {action?.(row.key)}
                <span className="tabular-nums">{row.count}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
