import type { Signal } from "@common/queue-schemas";
import { noticePath } from "@common/slug";

/** The reasons a notice might be spam or a duplicate, as short chips; a duplicate links to the other notice. */
export function SignalChips({ signals }: { signals: Signal[] }) {
  if (!signals.length) return <p className="text-sm text-muted-foreground">No warning signs.</p>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Warning signs">
      {signals.map((signal) => (
        <li
          key={`${signal.kind}-${signal.label}`}
          className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs text-amber-900"
        >
          {signal.noticeId ? (
            <a
              className="underline"
              href={noticePath(signal.noticeId, "notice")}
              target="_blank"
              rel="noopener noreferrer"
            >
              {signal.label}
            </a>
          ) : (
            signal.label
          )}
        </li>
      ))}
    </ul>
  );
}
