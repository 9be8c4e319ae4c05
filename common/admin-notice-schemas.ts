import { z } from "zod";
import { isCategory } from "./categories";
import { isLocation } from "./locations";
import { LIMITS } from "./limits";
import {
  descriptionSchema,
  eventDateSchema,
  externalLinkSchema,
  priceSchema,
  titleSchema,
} from "./notice-schemas";
import { ADMIN_NOTICE_STATUSES, NOTICE_STATUSES } from "./statuses";
import { foldLineBreaks } from "./storable-text";

export const ADMIN_STATUS_FILTERS = ["all", ...ADMIN_NOTICE_STATUSES] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const adminCategorySchema = z
  .string({ error: "Please select a valid category" })
  .refine((v): boolean => isCategory(v), { message: "Please select a valid category" });

/**
 * The edit form's location: one of the 20 towns, or the notice's own older free-text value left as it was (the form
 * sends only changed fields, so that value never reaches the route).
 */
export const adminLocationSchema = z
  .string({ error: "Location must be at least 2 characters" })
  .overwrite(foldLineBreaks)
  .trim()
  .min(2, "Location must be at least 2 characters")
  .max(100, "Location must be less than 100 characters");

/**
 * PATCH /api/admin/notices/{id}: only a town value, as on the post form, so an edited notice stays in its town's
 * filter ("Bridgnorth" typed by hand would drop out of it). Shorter than 2 characters keeps the spec's admin message.
 */
export const adminEditLocationSchema = adminLocationSchema.refine(isLocation, "Please select a location");

export const adminStatusSchema = z.enum(ADMIN_NOTICE_STATUSES, { error: "Please select a valid status" });

/**
 * The edit form's status: one of the four a moderator sets, or the notice's own status left as it was (hidden after
 * reports, closed by its poster). The form sends only changed fields, and its dropdown offers no other status, so such a
 * status never reaches the route (adminStatusSchema); a title is corrected without unhiding or reopening the notice.
 */
export const adminFormStatusSchema = z.enum(NOTICE_STATUSES, { error: "Please select a valid status" });

const venueSchema = z
  .string()
  .overwrite(foldLineBreaks)
  .trim()
  .max(LIMITS.venueMax, `Venue must be less than ${LIMITS.venueMax} characters`)
  .transform((v) => (v === "" ? null : v));

/**
 * PATCH /api/admin/notices/{id} (product-spec §5 "Admin edit"): every field optional, only those sent change. Empty
 * strings (and null) clear price, event date, venue and link; `removeImage: true` drops the image.
 */
export const AdminNoticeEditSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  category: adminCategorySchema.optional(),
  location: adminEditLocationSchema.optional(),
  status: adminStatusSchema.optional(),
  price: priceSchema.nullable().optional(),
  eventDate: eventDateSchema.nullable().optional(),
  eventVenue: venueSchema.nullable().optional(),
  externalLink: externalLinkSchema.nullable().optional(),
  removeImage: z.boolean().optional(),
});
export type AdminNoticeEdit = z.output<typeof AdminNoticeEditSchema>;

/** GET /api/admin/notices query: page from 1, limit clamped to 1..100 (default 10), status filter, free-text search. */
export const AdminNoticeListQuerySchema = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : Number(v)),
    z
      .number()
      .catch(1)
      .transform((n) => (Number.isFinite(n) ? Math.min(LIMITS.pageMax, Math.max(1, Math.floor(n))) : 1)),
  ),
  limit: z.preprocess(
    (v) => (v === undefined || v === "" ? LIMITS.adminPageSize : Number(v)),
    z
      .number()
      .catch(LIMITS.adminPageSize)
      .transform((n) =>
        Number.isFinite(n) ? Math.min(LIMITS.listLimitMax, Math.max(1, Math.floor(n))) : LIMITS.adminPageSize,
      ),
  ),
  status: z.enum(ADMIN_STATUS_FILTERS, { error: "Please select a valid status" }).default("all"),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AdminNoticeListQuery = z.output<typeof AdminNoticeListQuerySchema>;

const passes = (schema: z.ZodType) => (value: string) => schema.safeParse(value).success;

/**
 * The admin Edit Notice form (product-spec §5 "Admin edit"): the same field rules as the route, over the strings the
 * inputs hold. The form sends only the fields the moderator changed.
 */
export const AdminNoticeFormSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: adminCategorySchema,
  location: adminLocationSchema,
  status: adminFormStatusSchema,
  price: z.string().refine(passes(priceSchema), "Price must be a valid number"),
  eventDate: z.string().refine(passes(eventDateSchema), "Please enter a valid date"),
  eventVenue: z.string().max(LIMITS.venueMax, `Venue must be less than ${LIMITS.venueMax} characters`),
  externalLink: z
    .string()
    .refine(passes(externalLinkSchema), "Please enter a valid URL starting with http:// or https://"),
});
export type AdminNoticeFormValues = z.infer<typeof AdminNoticeFormSchema>;
