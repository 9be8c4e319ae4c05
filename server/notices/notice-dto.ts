import type { AdminNotice, PublicNotice } from "../../common/notice-types";
import type { Notice } from "../db/schema";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public notice of server-contract.md §2: never the poster's e-mail, a token, verification or payments. */
export function toPublicNotice(n: Notice): PublicNotice {
  return {
    id: n.id,
    title: n.title,
    description: n.description,
    category: n.category,
    location: n.location,
    eventVenue: n.eventVenue,
    price: n.price === null ? null : Number(n.price),
    imageUrl: n.imageUrl,
    status: n.status,
    isFeatured: n.isFeatured,
    featureDuration: n.featureDuration,
    eventDate: iso(n.eventDate),
    externalLink: n.externalLink,
    viewCount: n.viewCount,
    createdAt: n.createdAt.toISOString(),
    expiresAt: iso(n.expiresAt),
    updatedAt: n.updatedAt.toISOString(),
    reservedAt: iso(n.reservedAt ?? null),
  };
}

/** Admin answers add the poster's e-mail and when it was verified. */
export function toAdminNotice(n: Notice): AdminNotice {
  return { ...toPublicNotice(n), contactEmail: n.contactEmail, verifiedAt: iso(n.verifiedAt) };
}
