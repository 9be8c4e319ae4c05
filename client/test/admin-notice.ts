import type { AdminNotice } from "@common/notice-types";

/** A live notice as the admin API answers it: the moderation tests' dresser. */
export const dresser: AdminNotice = {
  id: 44,
  title: "Pine dresser",
  description: "Tall pine dresser with three drawers and plate rack, collection from Shrewsbury only.",
  category: "items_for_sale",
  location: "shrewsbury",
  eventVenue: null,
  price: 85,
  imageUrl: null,
  status: "active",
  isFeatured: false,
  featureDuration: 0,
  eventDate: null,
  externalLink: null,
  viewCount: 3,
  createdAt: "2026-06-01T10:00:00Z",
  expiresAt: "2026-07-01T10:00:00Z",
  updatedAt: "2026-06-01T10:00:00Z",
  reservedAt: null,
  contactEmail: "poster@example.org",
  verifiedAt: "2026-06-01T10:05:00Z",
};
