import { z } from "zod";
import { LINK_CATEGORIES } from "./categories";
import { LIMITS } from "./limits";
import { isBeforeLondonToday } from "./london-day";
import { isLocation } from "./locations";
import { foldLineBreaks } from "./storable-text";
import {
  categorySchema,
  contactEmailSchema,
  descriptionSchema,
  eventDateSchema,
  externalLinkSchema,
  isRealDate,
  priceSchema,
  titleSchema,
} from "./notice-schemas";

export { HONEYPOT_FIELD } from "./honeypot";

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "on" || v === "1");

const whole = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 && n <= 365 ? n : 0;
  });

/** Optional text fields: absent and "" alike. */
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? "", schema);

/** The fields of a new notice, as the form and the multipart body carry them (server-contract.md §3). */
export const NoticeFieldsSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  location: z.string({ error: "Please select a location" }).refine(isLocation, "Please select a location"),
  price: optionalText(priceSchema),
  contactEmail: contactEmailSchema,
  eventDate: optionalText(eventDateSchema),
  eventVenue: optionalText(
    z
      .string()
      .overwrite(foldLineBreaks)
      .trim()
      .max(LIMITS.venueMax, "Venue must be less than 200 characters")
      .transform((v) => (v === "" ? null : v)),
  ),
  externalLink: optionalText(externalLinkSchema),
  isFeatured: flag,
  featureDuration: whole,
});

type NoticeFields = z.output<typeof NoticeFieldsSchema>;

/**
 * The rules between fields (product-spec.md §5), with today from `now` (the browser's clock in the form, the server's
 * in the route); they run even when another field is wrong, so all show at once.
 */
const requireConditionalFields =
  (now: () => Date) =>
  (value: NoticeFields, ctx: z.RefinementCtx<NoticeFields>): void => {
    if (value.category === "items_for_sale" && (value.price === null || value.price === undefined)) {
      ctx.addIssue({ code: "custom", path: ["price"], message: "Price is required for items for sale" });
    }
    if (value.category === "events" && (value.eventDate === null || value.eventDate === undefined)) {
      ctx.addIssue({ code: "custom", path: ["eventDate"], message: "Event date is required for events" });
    }
    // A past event would be approved as live and listed until a day already gone.
    // This runs even when the date itself failed its checks: then it may hold anything.
    const date: unknown = value.eventDate;
    const isDate = typeof date === "string" && date !== "" && isRealDate(date);
    if (value.category === "events" && isDate && isBeforeLondonToday(date, now())) {
      ctx.addIssue({ code: "custom", path: ["eventDate"], message: "Event date cannot be in the past" });
    }
  };

/** Fields that do not belong to the chosen category are dropped, so a hidden field never leaks into the notice. */
function keepCategoryFields<T extends NoticeFields>(value: T): T {
  const isEvent = value.category === "events";
  return {
    ...value,
    price: value.category === "items_for_sale" ? value.price : null,
    eventDate: isEvent ? value.eventDate : null,
    eventVenue: isEvent ? value.eventVenue : null,
    externalLink: (LINK_CATEGORIES as readonly string[]).includes(value.category) ? value.externalLink : null,
  };
}

const always = { when: () => true };

const systemNow = () => new Date();

/** One schema for the Post a Notice dialog and `POST /api/notices`; the route passes the server's clock. */
export const noticeInputSchema = (now: () => Date = systemNow) =>
  NoticeFieldsSchema.superRefine(requireConditionalFields(now), always).transform(keepCategoryFields);
export const NoticeInputSchema = noticeInputSchema();
export type NoticeInput = z.output<typeof NoticeInputSchema>;

/** The dialog adds the terms box, which is never sent (product-spec.md §7). */
export const NoticeFormSchema = NoticeFieldsSchema.extend({
  terms: z.boolean().refine((v) => v, "You must accept the terms and conditions"),
})
  .superRefine(requireConditionalFields(systemNow), always)
  .transform(keepCategoryFields);
export type NoticeFormValues = z.input<typeof NoticeFormSchema>;
export type NoticeFormOutput = z.output<typeof NoticeFormSchema>;

/**
 * The multipart form of `POST /api/notices`, as the OpenAPI document describes it: the fields (text, "" when left
 * empty) and the `image` file. The route reads the parts itself and checks them with NoticeInputSchema.
 */
export const NoticeMultipartSchema = NoticeFieldsSchema.extend({
  image: z.string().meta({ format: "binary", description: "JPEG, PNG or WebP, less than 5 MB" }).optional(),
});
/** The manage-link edit's form (`PATCH /api/manage/{token}`): the same, without the address, which stays as posted. */
export const ManageEditMultipartSchema = NoticeMultipartSchema.omit({ contactEmail: true });

/** `POST /api/notices/verify`. */
export const VerifyNoticeSchema = z.object({
  token: z
    .string({ error: "Invalid or already used verification link" })
    .min(1, "Invalid or already used verification link")
    .max(200, "Invalid or already used verification link"),
});

/** Its answer: the notice now waiting for a moderator. */
export const VerifiedNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
});
