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

/** The pagination of a notice list (server-contract.md §2). */
export const PaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
  /** Public lists count at most 1,000 matches: true when there are more than `total`. */
  totalIsCapped: z.boolean().optional(),
});

/** A page of a notice list: `data` holds notices of the given schema. */
export const noticeListPageSchema = <T extends z.ZodType>(notice: T) =>
  z.object({ data: z.array(notice), pagination: PaginationSchema });

/** GET /api/notices. */
export const NoticeListPageSchema = noticeListPageSchema(ListedNoticeSchema);

/** GET /api/admin/notices. */
export const AdminNoticeListSchema = noticeListPageSchema(AdminNoticeSchema);

/** GET /api/admin/stats: notices whose poster confirmed their address, by status. */
export const AdminStatsSchema = z.object({
  totalNotices: z.number(),
  pendingNotices: z.number(),
  activeNotices: z.number(),
  expiredNotices: z.number(),
});
