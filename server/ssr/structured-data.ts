import { categoryLabel, isCategory, showsPrice } from "../../common/categories";
import { locationLabel } from "../../common/locations";
import type { PublicNotice } from "../../common/notice-types";
import { noticePath } from "../../common/slug";
import { categoryImagePath } from "./page-head";

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
      startDate: notice.eventDate,
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
      // No hiringOrganization: a notice has no field for the employer, and a made-up one would mislead.
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

/** A notice page's JSON-LD: its type by category (Event, JobPosting, Product, LocalBusiness) and a BreadcrumbList. */
export function noticeStructuredData(notice: PublicNotice, publicUrl: string): unknown[] {
  const url = `${publicUrl}${noticePath(notice.id, notice.title)}`;
  const image = `${publicUrl}${notice.imageUrl ?? categoryImagePath(notice.category)}`;
  const crumbs = [
    { name: "Home", item: `${publicUrl}/` },
    {
      name: categoryLabel(notice.category),
      item: isCategory(notice.category) ? `${publicUrl}/category/${notice.category}` : undefined,
    },
    { name: notice.title, item: url },
  ];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      ...(crumb.item ? { item: crumb.item } : {}),
    })),
  };
  const main = mainEntity(notice, url, image);
  return main ? [main, breadcrumbs] : [breadcrumbs];
}
