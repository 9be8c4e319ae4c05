import { allDayDate, isAllDayEvent, londonWallClock } from "../../common/london-day";
import { locationLabel } from "../../common/locations";
import type { PublicNotice } from "../../common/notice-types";
import { noticePath } from "../../common/slug";

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped; every line break (CRLF, a lone CR or LF) becomes `\n`,
 * so no text can end its line and start a property of its own; other control characters (not TEXT) are dropped.
 */
function text(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n?|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what TEXT may not hold
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "")
  );
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
  const w = londonWallClock(date);
  return `${w.year}${w.month}${w.day}T${w.hour}${w.minute}${w.second}`;
}

const dateStamp = (date: Date) => allDayDate(date).replace(/-/g, "");

/** A timed event with no end known lasts this long in a calendar (a zero-length event is shown as a line, or not). */
const DEFAULT_DURATION = "PT2H";

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

/** Venue, town and county, each named once: "Ludlow Assembly Rooms, Shropshire", not "…, Ludlow, Shropshire". */
function placeOf(notice: PublicNotice): string {
  const venue = notice.eventVenue?.trim() ?? "";
  const names = (part: string) =>
    new RegExp(`\\b${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(venue);
  const town = locationLabel(notice.location);
  return [venue, town && !names(town) ? town : "", names("Shropshire") ? "" : "Shropshire"]
    .filter(Boolean)
    .join(", ");
}

/**
 * One VEVENT. An event date posted without a time is stored as midnight UTC of that day: it becomes an all-day event
 * (DTSTART;VALUE=DATE, DTEND the next day); any other time is kept as Britain's wall-clock time, lasting two hours.
 */
function eventLines(notice: PublicNotice, publicUrl: string, host: string): string[] {
  const start = new Date(notice.eventDate!);
  const url = `${publicUrl}${noticePath(notice.id, notice.title)}`;
  const when = isAllDayEvent(start)
    ? [
        `DTSTART;VALUE=DATE:${dateStamp(start)}`,
        `DTEND;VALUE=DATE:${dateStamp(new Date(start.getTime() + 86_400_000))}`,
      ]
    : [`DTSTART;TZID=Europe/London:${londonStamp(start)}`, `DURATION:${DEFAULT_DURATION}`];
  return [
    "BEGIN:VEVENT",
    `UID:notice-${notice.id}@${host}`,
    `DTSTAMP:${utcStamp(new Date(notice.updatedAt))}`,
    ...when,
    `SUMMARY:${text(notice.title)}`,
    `DESCRIPTION:${text(`${notice.description}\n\n${url}`)}`,
    `LOCATION:${text(placeOf(notice))}`,
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
