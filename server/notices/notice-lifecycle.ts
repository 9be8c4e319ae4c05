import { DAY } from "../clock";
import { LIMITS } from "../../common/limits";
import type { ManageState } from "../../common/manage-schemas";
import type { Notice } from "../db/schema";

const LONDON = "Europe/London";

/** The calendar date (year, month 1-12, day) of an instant as seen in London. */
export function londonDate(instant: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: LONDON,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** London's offset from UTC at an instant, in ms (0 in GMT, one hour in BST). */
export function londonOffsetMs(instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: LONDON,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The latest London wall-clock time `hour:minute` at or before `now` on a day `isWanted` accepts (by its weekday, 0 =
 * Sunday), looking back at most a week. Clocks change at 01:00 UTC, so the offset read at the wall time taken as UTC is
 * the one in force at that London time (for times from 02:00; an earlier time on a change day is an hour out).
 */
export function latestLondonTime(
  hour: number,
  minute: number,
  now: Date,
  isWanted: (weekday: number) => boolean = () => true,
): Date {
  const today = londonDate(now);
  for (let back = 0; back <= 7; back++) {
    const wall = Date.UTC(today.year, today.month - 1, today.day - back, hour, minute);
    const slot = new Date(wall - londonOffsetMs(new Date(wall)));
    if (slot <= now && isWanted(new Date(wall).getUTCDay())) return slot;
  }
  // Unreachable: a week back always holds a wanted day before now.
  return new Date(now.getTime() - 7 * 24 * 3_600_000);
}

/**
 * 23:59:59.999 London time on the London date of `instant`. Clocks change at 01:00 UTC, never near midnight, so the
 * offset read at UTC 23:59 of that date is the one in force at the end of the day.
 */
export function endOfLondonDay(instant: Date): Date {
  const { year, month, day } = londonDate(instant);
  const wallEnd = Date.UTC(year, month - 1, day, 23, 59, 59, 999);
  return new Date(wallEnd - londonOffsetMs(new Date(wallEnd)));
}

/**
 * When an approved notice leaves the site (server-contract §3): services and discussion never; local businesses after
 * 365 days; events at the end of the event's day in London; everything else 30 days after approval.
 */
export function expiryDateFor(category: string, eventDate: Date | null, approvedAt: Date): Date | null {
  if (category === "services" || category === "discussion") return null;
  if (category === "local_businesses")
    return new Date(approvedAt.getTime() + LIMITS.localBusinessLifetimeDays * DAY);
  if (category === "events" && eventDate) return endOfLondonDay(eventDate);
  return new Date(approvedAt.getTime() + LIMITS.noticeLifetimeDays * DAY);
}

/** Past its expiry, whether or not the expiry job has turned it `expired` yet. */
function hasExpired(notice: Notice, now: Date): boolean {
  if (notice.status === "expired") return true;
  return notice.status === "active" && notice.expiresAt !== null && notice.expiresAt <= now;
}

/** Where a notice stands in its life, as its manage page and its gone page read it. */
export function manageStateOf(notice: Notice, now: Date): ManageState {
  if (notice.status === "closed") return "closed";
  if (notice.status === "rejected") return "rejected";
  if (hasExpired(notice, now)) return "expired";
  if (notice.status === "active") return "live";
  return notice.verifiedAt ? "awaiting_approval" : "awaiting_confirmation";
}
