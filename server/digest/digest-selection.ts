import { LIMITS } from "../../common/limits";
import type { SubscriptionChoices } from "../../common/subscriber-schemas";

export interface DigestNotice {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  price: number | null;
  imageUrl: string | null;
  eventDate: Date | null;
  eventVenue: string | null;
  approvedAt: Date;
  createdAt: Date;
}

/** Notices for everywhere (`all_shropshire`) interest a reader of any town. */
function matches(notice: DigestNotice, choices: SubscriptionChoices): boolean {
  const towns = choices.locations as string[];
  const categories = choices.categories as string[];
  const townOk =
    towns.length === 0 || notice.location === "all_shropshire" || towns.includes(notice.location);
  return townOk && (categories.length === 0 || categories.includes(notice.category));
}

/** Upcoming events first, soonest first; then everything else, newest first. */
function digestOrder(a: DigestNotice, b: DigestNotice): number {
  const aEvent = a.category === "events" && a.eventDate ? a.eventDate.getTime() : null;
  const bEvent = b.category === "events" && b.eventDate ? b.eventDate.getTime() : null;
  if (aEvent !== null && bEvent !== null) return aEvent - bEvent || b.id - a.id;
  if (aEvent !== null) return -1;
  if (bEvent !== null) return 1;
  return b.approvedAt.getTime() - a.approvedAt.getTime() || b.id - a.id;
}

/** The notices of one digest: approved after the reader's cursor, matching their choice, at most 30. */
export function selectDigestNotices(
  candidates: DigestNotice[],
  choices: SubscriptionChoices,
  approvedAfter: Date,
): DigestNotice[] {
  return candidates
    .filter((n) => n.approvedAt > approvedAfter && matches(n, choices))
    .sort(digestOrder)
    .slice(0, LIMITS.digestMaxNotices);
}
