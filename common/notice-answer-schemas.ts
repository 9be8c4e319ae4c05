import { z } from "zod";
import { CATEGORIES } from "./categories";
import { LOCATIONS } from "./locations";
import { NOTICE_OUTCOMES } from "./notice-outcomes";
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
  /** When the poster marked the item Reserved (a collection is being arranged); null otherwise. Still listed. */
  reservedAt: z.string().nullable(),
});

/** A notice in a public answer: discussions add how many approved comments they have. */
export const ListedNoticeSchema = PublicNoticeSchema.extend({
  commentCount: z.number().optional(),
  /** In a list reaching nearby towns (`within`, `nearby`): miles from the town asked for to the notice's (0: the town). */
  distanceMiles: z.number().optional(),
});

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

/**
 * How GET /api/notices read its `search` words (issue 21): `words` is what was matched as text; a town or category
 * named among the words became that filter (an explicit `location` or `category` parameter wins over the words).
 */
export const SearchInterpretationSchema = z.object({
  words: z.string(),
  location: z.enum(LOCATIONS).optional(),
  /** Miles around the town the words asked for ("near Ludlow", "within 10 miles of Ludlow"). */
  within: z.number().optional(),
  category: z.enum(CATEGORIES).optional(),
  /**
   * With `location` or `within`: the search's words without those that named the town (and the "in", "near" or
   * "within 10 miles of" before it), so that removing the town keeps the rest ("jobs in telford" → "jobs"). The words
   * are as read (lower case, punctuation gone): the answer is kept for every search that reads the same.
   */
  withoutLocation: z.string().optional(),
  /** With `category`: the search's words without those that named the category ("jobs in telford" → "in telford"). */
  withoutCategory: z.string().optional(),
});
export type SearchInterpretation = z.infer<typeof SearchInterpretationSchema>;

/**
 * GET /api/notices. With `search`, `interpreted` says what was understood; `didYouMean` is the nearest search that
 * finds notices, given only when this one found nothing.
 */
export const NoticeListPageSchema = noticeListPageSchema(ListedNoticeSchema).extend({
  interpreted: SearchInterpretationSchema.optional(),
  didYouMean: z.string().optional(),
  /** When a town's own list holds fewer than 3 notices: the best matches within 15 miles, nearest town first. */
  nearby: z.array(ListedNoticeSchema).optional(),
});

/** GET /api/admin/notices. */
export const AdminNoticeListSchema = noticeListPageSchema(AdminNoticeSchema);

/** GET /api/admin/stats: notices whose poster confirmed their address, by status. */
export const AdminStatsSchema = z.object({
  totalNotices: z.number(),
  pendingNotices: z.number(),
  activeNotices: z.number(),
  expiredNotices: z.number(),
});

/** GET /api/notices/{id} answers 410 with this for a recently expired or closed notice. */
export const GoneNoticeSchema = z.object({
  message: z.string(),
  title: z.string(),
  outcome: z.enum(NOTICE_OUTCOMES).optional(),
});
export type GoneNotice = z.infer<typeof GoneNoticeSchema>;
