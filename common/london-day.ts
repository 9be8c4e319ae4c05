// Built once: a view is counted against today's London day on every notice page.
const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day (YYYY-MM-DD) of an instant in London, where the noticeboard's days begin and end. */
export function londonDay(instant: Date): string {
  return DAY_FORMAT.format(instant);
}

/**
 * Whether an event date (`YYYY-MM-DD`, or an ISO date-time taken on its London day) falls before today in London. A
 * date typed in a form is a London calendar day, so it is compared as written, never shifted through UTC.
 */
export function isBeforeLondonToday(eventDate: string, now: Date): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? eventDate : londonDay(new Date(eventDate));
  return day < londonDay(now);
}
