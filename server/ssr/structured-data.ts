import { categoryLabel, isCategory, showsPrice } from "../../common/categories";
import { allDayDate, isAllDayEvent, londonIsoDateTime } from "../../common/london-day";
import { locationLabel } from "../../common/locations";
import type { PublicNotice } from "../../common/notice-types";
import { noticePath } from "../../common/slug";
import { categoryImagePath } from "../../common/page-heads";

/** A town of the county as a schema.org place. */
function place(notice: PublicNotice, name?: string | null) {
  return {
    "@type": "Place",
    name: name || locationLabel(notice.location) || "Shropshire",
    address: {
      "@type": "PostalAddress",
      addressLocality: locationLabel(notice.location) || "Shropshire",
      addressRegion: "Shropshire",
      addressCountry: "GB",
    },
  };
}

/**
 * The employer of a job. A notice has no field for one, so it is the town's: "Ludlow employer" (Google's job results
 * require an organisation; a name taken from the free text could be wrong, the town never is).
 */
function hiringOrganization(notice: PublicNotice) {
  return {
    "@type": "Organization",
    name: `${locationLabel(notice.location) || "Shropshire"} employer`,
    address: place(notice).address,
  };
}

/** schema.org's employment types, each with the words a job notice states it in. */
const EMPLOYMENT_TYPES: [type: string, words: RegExp][] = [
  ["FULL_TIME", /\bfull[\s-]?time\b/i],
  ["PART_TIME", /\bpart[\s-]?time\b/i],
  ["CONTRACTOR", /\b(contractors?|freelance|self[\s-]?employed)\b/i],
  ["TEMPORARY", /\b(temporary|temp|fixed[\s-]term|seasonal)\b/i],
  ["INTERN", /\b(internships?|interns?)\b/i],
  ["VOLUNTEER", /\b(volunteers?|voluntary|unpaid)\b/i],
];

/** The employment types a job's title and description state: one, several (an array), or none (left out). */
function employmentType(notice: PublicNotice): { employmentType?: string | string[] } {
  const text = `${notice.title}\n${notice.description}`;
  const types = EMPLOYMENT_TYPES.filter(([, words]) => words.test(text)).map(([type]) => type);
  if (types.length === 0) return {};
  return { employmentType: types.length === 1 ? types[0] : types };
}

/** An event's start: the date of an all-day event (`2026-12-05`), else London's clock time with its offset. */
function eventStart(eventDate: string): string {
  const start = new Date(eventDate);
  return isAllDayEvent(start) ? allDayDate(start) : londonIsoDateTime(start);
}

/**
 * An event's end (a notice has only its start): an all-day event ends the same day; a timed one two hours after it
 * starts, the duration its calendar entry gives it (feeds/icalendar.ts).
 */
function eventEnd(eventDate: string): string {
  const start = new Date(eventDate);
  return isAllDayEvent(start)
    ? allDayDate(start)
    : londonIsoDateTime(new Date(start.getTime() + 2 * 3_600_000));
}

function offer(notice: PublicNotice, url: string) {
  return {
    "@type": "Offer",
    price: (notice.price ?? 0).toFixed(2),
    priceCurrency: "GBP",
    availability: "https://schema.org/InStock",
    url,
  };
}

/** The JSON-LD of one type for a notice, by category, or null when none fits (discussion, lost and found …). */
function mainEntity(notice: PublicNotice, url: string, image: string): Record<string, unknown> | null {
  const base = { "@context": "https://schema.org", description: notice.description, image, url };
  const priced = notice.price !== null && showsPrice(notice.category);
  if (notice.category === "events" && notice.eventDate) {
    return {
      ...base,
      "@type": "Event",
      name: notice.title,
      startDate: eventStart(notice.eventDate),
      endDate: eventEnd(notice.eventDate),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: place(notice, notice.eventVenue),
      ...(priced ? { offers: offer(notice, url) } : {}),
    };
  }
  if (notice.category === "jobs") {
    return {
      ...base,
      "@type": "JobPosting",
      title: notice.title,
      datePosted: notice.createdAt,
      ...(notice.expiresAt ? { validThrough: notice.expiresAt } : {}),
      hiringOrganization: hiringOrganization(notice),
      ...employmentType(notice),
      jobLocation: place(notice),
    };
  }
  if (notice.category === "items_for_sale" && priced) {
    return { ...base, "@type": "Product", name: notice.title, offers: offer(notice, url) };
  }
  if (notice.category === "local_businesses") {
    return {
      ...base,
      "@type": "LocalBusiness",
      name: notice.title,
      address: place(notice).address,
      ...(notice.externalLink ? { sameAs: notice.externalLink } : {}),
    };
  }
  return null;
}

export interface Crumb {
  name: string;
  /** Absolute address; the last crumb of a notice has one, a crumb without a page (legacy category) none. */
  item?: string;
}

function breadcrumbList(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      ...(crumb.item ? { item: crumb.item } : {}),
    })),
  };
}

/** A notice page's JSON-LD: its type by category (Event, JobPosting, Product, LocalBusiness) and a BreadcrumbList. */
export function noticeStructuredData(notice: PublicNotice, publicUrl: string): unknown[] {
  const url = `${publicUrl}${noticePath(notice.id, notice.title)}`;
  const image = `${publicUrl}${notice.imageUrl ?? categoryImagePath(notice.category)}`;
  const breadcrumbs = breadcrumbList([
    { name: "Home", item: `${publicUrl}/` },
    {
      name: categoryLabel(notice.category),
      item: isCategory(notice.category) ? `${publicUrl}/category/${notice.category}` : undefined,
    },
    { name: notice.title, item: url },
  ]);
  const main = mainEntity(notice, url, image);
  return main ? [main, breadcrumbs] : [breadcrumbs];
}

/** A list page's JSON-LD (home, a category, a town): where it sits, and an ItemList of the notices it shows. */
export function listStructuredData(crumbs: Crumb[], notices: PublicNotice[], publicUrl: string): unknown[] {
  const breadcrumbs = breadcrumbList(crumbs);
  if (notices.length === 0) return [breadcrumbs];
  const list = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: notices.map((notice, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: notice.title,
      url: `${publicUrl}${noticePath(notice.id, notice.title)}`,
    })),
  };
  return [breadcrumbs, list];
}
