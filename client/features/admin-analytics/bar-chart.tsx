/** One bar: its label (a day or a name) and its value. */
export interface Bar {
  label: string;
  value: number;
}

interface Props {
  bars: Bar[];
  /** Names the chart for screen readers, e.g. "Visits per day". */
  title: string;
  /** What a value counts, for the text alternative: "visits". */
  unit: string;
}

const HEIGHT = 120;

/**
 * Vertical bars drawn as SVG (docs/decisions/0013-charts.md). The viewBox scales the drawing to any width, so it fits
 * a 375 px phone; screen readers get one summary sentence, and the table beside it carries every figure.
 */
export function BarChart({ bars, title, unit }: Props) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  const peak = bars.reduce<Bar | null>((best, b) => (best && best.value >= b.value ? best : b), null);
  const summary =
    peak && total > 0
      ? `${title}: ${total} ${unit} over ${bars.length} days, the most on ${peak.label} (${peak.value})`
      : `${title}: none`;
  const width = Math.max(bars.length, 1) * 10;
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-32 w-full rounded-md border bg-muted/30"
    >
      {bars.map((bar, i) => {
        const h = (bar.value / max) * (HEIGHT - 4);
        return (
          <rect key={bar.label} x={i * 10 + 1} y={HEIGHT - h} width={8} height={h} className="fill-primary">
            <title>{`${bar.label}: ${bar.value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/**
 * Every day of the period, `days` of them ending on `lastDay`, with 0 for the days the server left out (no visits): a
 * single day of visits is then one bar among the period's, not one bar as wide as the chart. Nothing without rows.
 */
export function fillDays<T extends { day: string }>(
  rows: T[],
  empty: (day: string) => T,
  period: { days: number; lastDay: string },
): T[] {
  if (rows.length === 0) return [];
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: T[] = [];
  const d = new Date(`${period.lastDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (period.days - 1));
  for (let i = 0; i < period.days; i += 1, d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    out.push(byDay.get(day) ?? empty(day));
  }
  return out;
}
