/** £12.50 from 12.5 pounds; "Free" for nothing to pay (a give-away reads better than £0.00). */
export function formatPrice(pounds: number | string | null | undefined): string {
  const value = typeof pounds === "string" && pounds.trim() !== "" ? Number(pounds) : pounds;
  if (value === null || value === undefined || typeof value === "string" || !Number.isFinite(value))
    return "";
  if (value === 0) return "Free";
  return `£${value.toFixed(2)}`;
}

/** £10 for whole pounds, £12.50 otherwise, from pence. */
export function formatPence(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const UNITS: [limitSeconds: number, unitSeconds: number, name: string][] = [
  [60 * 60, 60, "minute"],
  [60 * 60 * 24, 60 * 60, "hour"],
  [60 * 60 * 24 * 30, 60 * 60 * 24, "day"],
  [60 * 60 * 24 * 365, 60 * 60 * 24 * 30, "month"],
  [Infinity, 60 * 60 * 24 * 365, "year"],
];

/** "3 days ago", "in 2 hours", "just now"; "unknown time" for a date that cannot be read. */
export function formatRelativeTime(
  value: Date | string | number | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return "unknown time";
  const diffSeconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < 60) return "just now";
  for (const [limit, unit, name] of UNITS) {
    if (abs < limit) {
      const count = Math.max(1, Math.floor(abs / unit));
      const text = `${count} ${name}${count === 1 ? "" : "s"}`;
      return diffSeconds >= 0 ? `${text} ago` : `in ${text}`;
    }
  }
  return "unknown time";
}

// Built once: a formatter per call is slow when a digest formats thousands of dates.
const UK_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** "12 May 2025" in UK style, or "unknown date". */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return "unknown date";
  return UK_DATE.format(date);
}

const UK_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** "25 November 2026 at 02:30" in London time, or "unknown date". */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return "unknown date";
  return UK_DATE_TIME.format(date);
}

/** "512 bytes", "84 KB", "5.4 MB", "1.2 GB" (powers of 1,024, as file managers count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toString()} ${units[unit]}`;
}

/**
 * A whole number with commas between its thousands: "1,200", "3,400,000". Written out rather than with
 * toLocaleString("en-GB"), whose first call loads ICU's number formats in the middle of a phone's first render.
 */
export function formatCount(count: number): string {
  return Number.isInteger(count) ? String(count).replace(/\B(?=(\d{3})+$)/g, ",") : String(count);
}

/** "1 comment", "3 comments", "1,200 messages": a count with its noun, plural unless the count is one. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : plural}`;
}

/** "1 notice", "240 notices", or "1,000+ notices" when the server stopped counting (pagination.totalIsCapped). */
export function formatNoticeCount(total: number, isCapped = false): string {
  if (isCapped) return `${formatCount(total)}+ notices`;
  return countOf(total, "notice");
}
