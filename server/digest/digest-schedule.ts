import type { Frequency } from "../../common/subscriber-schemas";
import { DAY } from "../clock";
import { londonDate, londonOffsetMs } from "../notices/notice-lifecycle";

const DIGEST_HOUR = 7;
const FRIDAY = 5;

/**
 * The latest digest time at or before `now`: 07:00 London every day (daily) or every Friday (weekly). Clocks change at
 * 01:00 UTC, so the offset read at 07:00 UTC of a date is the one in force at 07:00 London that day.
 */
export function latestDigestSlot(frequency: Frequency, now: Date): Date {
  const today = londonDate(now);
  for (let back = 0; back <= 7; back++) {
    const wall = Date.UTC(today.year, today.month - 1, today.day - back, DIGEST_HOUR);
    const slot = new Date(wall - londonOffsetMs(new Date(wall)));
    const weekday = new Date(wall).getUTCDay();
    if (slot <= now && (frequency === "daily" || weekday === FRIDAY)) return slot;
  }
  // Unreachable: a week back always holds a Friday 07:00 before now.
  return new Date(now.getTime() - 7 * DAY);
}
