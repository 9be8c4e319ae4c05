import { locationLabel } from "../../common/locations";
import type { PublicNotice } from "../../common/notice-types";
import { noticePath } from "../../common/slug";

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued with a space, ended with CRLF. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The wall-clock time in Britain as `YYYYMMDDTHHMMSS`. */
function londonStamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

const dateOnly = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, "");

/** Britain's clock change rules, so calendars place a timed event at the right hour in summer and winter. */
const LONDON_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * One VEVENT. An event date posted without a time is stored as midnight UTC of that day: it becomes an all-day event
 * (DTSTART;VALUE=DATE, DTEND the next day); any other time is kept as Britain's wall-clock time.
 */
function eventLines(notice: PublicNotice, publicUrl: string, host: string): string[] {
  const start = new Date(notice.eventDate!);
  const allDay = start.getUTCHours() === 0 && start.getUTCMinutes() === 0 && start.getUTCSeconds() === 0;
  const url = `${publicUrl}${noticePath(notice.id, notice.title)}`;
  const place = [notice.eventVenue, locationLabel(notice.location), "Shropshire"].filter(Boolean).join(", ");
  const when = allDay
    ? [
        `DTSTART;VALUE=DATE:${dateOnly(start)}`,
        `DTEND;VALUE=DATE:${dateOnly(new Date(start.getTime() + 86_400_000))}`,
      ]
    : [`DTSTART;TZID=Europe/London:${londonStamp(start)}`];
  return [
    "BEGIN:VEVENT",
    `UID:notice-${notice.id}@${host}`,
    `DTSTAMP:${utcStamp(new Date(notice.updatedAt))}`,
    ...when,
    `SUMMARY:${text(notice.title)}`,
    `DESCRIPTION:${text(`${notice.description}\n\n${url}`)}`,
    `LOCATION:${text(place)}`,
    `URL:${url}`,
    "END:VEVENT",
  ];
}

/** An iCalendar document (RFC 5545) of events; `name` titles a subscribed calendar. */
export function renderCalendar(events: PublicNotice[], publicUrl: string, name: string): string {
  const host = new URL(publicUrl).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Shropshire Noticeboard//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(name)}`,
    "X-WR-TIMEZONE:Europe/London",
    ...LONDON_TIMEZONE,
    ...events.filter((e) => e.eventDate).flatMap((e) => eventLines(e, publicUrl, host)),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
