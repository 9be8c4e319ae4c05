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

// Built once, as DAY_FORMAT: calendars and structured data write many times.
const WALL_CLOCK_FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export interface LondonWallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The clock time in London at an instant, each part zero-padded (`{ year: "2026", month: "07", … }`). */
export function londonWallClock(instant: Date): LondonWallClock {
  const parts = Object.fromEntries(WALL_CLOCK_FORMAT.formatToParts(instant).map((p) => [p.type, p.value]));
  const { year, month, day, hour, minute, second } = parts as unknown as LondonWallClock;
  return { year, month, day, hour, minute, second };
}

/** Minutes London's clocks are ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: Date): number {
  const w = londonWallClock(instant);
  const wall = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** An instant as London's clock time with its offset: `2026-07-18T19:30:00+01:00`. */
export function londonIsoDateTime(instant: Date): string {
  const w = londonWallClock(instant);
  const offset = londonOffsetMinutes(instant);
  const zone = `${offset < 0 ? "-" : "+"}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0")}:${String(Math.abs(offset) % 60).padStart(2, "0")}`;
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}:${w.second}${zone}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/**
 * The instant of a date-time written without an offset (`2026-07-18T19:30`), read as London's clock time, as a person
 * in Shropshire means it: 19:30 in July is 18:30 UTC. In the hour the clocks go back it is the later (GMT) one; a time
 * skipped when they go forward is read an hour on. Null when `value` is not such a date-time.
 */
export function fromLondonWallClock(value: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const ms = Number((m[7] ?? "0").padEnd(3, "0").slice(0, 3));
  const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0), ms);
  if (Number.isNaN(asUtc)) return null;
  const guess = asUtc - londonOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - londonOffsetMinutes(new Date(guess)) * 60_000);
}

/**
 * Whether an event's stored date is a whole day: a date posted without a time is stored as midnight UTC of that day
 * (server-contract.md), so such an event is written as a date (calendars' all-day, schema.org's `2026-12-05`).
 */
export function isAllDayEvent(eventDate: Date): boolean {
  return eventDate.getTime() % 86_400_000 === 0;
}

/** The calendar date of an all-day event as stored (`YYYY-MM-DD`, its UTC day). */
export const allDayDate = (eventDate: Date) => eventDate.toISOString().slice(0, 10);
