import { z } from "zod";
import { NOTICE_STATUSES } from "./statuses";

/** The public notice of server-contract.md §2, as a schema: answers are serialised through it. */
export const PublicNoticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  location: z.string(),
  eventVenue: z.string().nullable(),
  price: z.number().nullable(),
  imageUrl: z.string().nullable(),
  status: z.enum(NOTICE_STATUSES),
  isFeatured: z.boolean(),
  featureDuration: z.number(),
  eventDate: z.string().nullable(),
  externalLink: z.string().nullable(),
  viewCount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
});

/** A notice in a public answer: discussions add how many approved comments they have. */
export const ListedNoticeSchema = PublicNoticeSchema.extend({ commentCount: z.number().optional() });

/** The admin notice answer of server-contract.md §2: the public notice plus the poster's e-mail and verification. */
export const AdminNoticeSchema = PublicNoticeSchema.extend({
  contactEmail: z.string(),
  verifiedAt: z.string().nullable(),
});
