import type { Frequency } from "../../common/subscriber-choices";
import { latestLondonTime } from "../notices/notice-lifecycle";

const DIGEST_HOUR = 7;
const FRIDAY = 5;

/**
 * The latest digest time at or before `now`: 07:00 London every day (daily) or every Friday (weekly). Clocks change at
 * 01:00 UTC, so the offset read at 07:00 UTC of a date is the one in force at 07:00 London that day.
 */
export function latestDigestSlot(frequency: Frequency, now: Date): Date {
  return latestLondonTime(DIGEST_HOUR, 0, now, (weekday) => frequency === "daily" || weekday === FRIDAY);
}
