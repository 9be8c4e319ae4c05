import { z } from "zod";
import { CATEGORIES } from "./categories";
import { LIMITS } from "./limits";
import { LOCATIONS } from "./locations";
import { FREQUENCIES } from "./subscriber-choices";

/** Towns, categories and how often; an empty list means all of them. */
export const SubscriptionChoicesSchema = z.object({
  locations: z.array(z.enum(LOCATIONS, "Please choose towns from the list")).max(LOCATIONS.length),
  categories: z.array(z.enum(CATEGORIES, "Please choose categories from the list")).max(CATEGORIES.length),
  frequency: z.enum(FREQUENCIES, "Please choose daily or weekly"),
});
export type SubscriptionChoices = z.infer<typeof SubscriptionChoicesSchema>;

/**
 * POST /api/subscribe: the newsletter forms and the route share this schema. Only `email` is required (spec §7); the
 * rest defaults to every town, every category, weekly. `source` is the page the form was on, kept with the consent.
 */
export const SubscribeInputSchema = SubscriptionChoicesSchema.partial().extend({
  email: z.string().trim().max(LIMITS.emailMax).email("Please enter a valid email address"),
  source: z.string().max(300).startsWith("/").optional(),
});
export type SubscribeInput = z.infer<typeof SubscribeInputSchema>;

export const SubscribeAnswerSchema = z.object({ message: z.string() });

/**
 * Why the newsletter form, posted without JavaScript, was refused: `/newsletter/sent?error=…` (the 303 of
 * POST /api/subscribe to a browser's form) shows the message.
 */
export const NEWSLETTER_FORM_ERRORS = {
  email: "Must provide a valid email",
  busy: "Too many subscription requests. Please try again later.",
} as const;
export type NewsletterFormError = keyof typeof NEWSLETTER_FORM_ERRORS;

/** A secret from a newsletter e-mail, as body or path segment. */
export const SubscriberTokenSchema = z.string().min(20).max(100);
export const ConfirmSubscriptionInputSchema = z.object({ token: SubscriberTokenSchema });
export const SubscriberTokenParamsSchema = z.object({ token: SubscriberTokenSchema });

/** POST /api/subscribe/confirm: `manageToken` opens the preferences page straight away. */
export const ConfirmSubscriptionAnswerSchema = z.object({ email: z.string(), manageToken: z.string() });
export type ConfirmSubscriptionAnswer = z.infer<typeof ConfirmSubscriptionAnswerSchema>;

/** GET and PATCH /api/subscription/{token}. */
export const SubscriptionSchema = SubscriptionChoicesSchema.extend({
  email: z.string(),
  isActive: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionUpdateSchema = SubscriptionChoicesSchema.partial().extend({
  /** true: subscribe again after unsubscribing (the link proves the address is theirs). */
  isActive: z.literal(true).optional(),
});
export type SubscriptionUpdate = z.infer<typeof SubscriptionUpdateSchema>;

/** RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click` as a form; the page posts nothing. */
export const OneClickUnsubscribeBodySchema = z
  .object({ "List-Unsubscribe": z.string().max(50).optional() })
  .nullish();

/** GET /api/admin/newsletter. */
export const NewsletterStatsSchema = z.object({
  subscribers: z.object({ confirmed: z.number(), unconfirmed: z.number(), unsubscribed: z.number() }),
  lastRun: z
    .object({
      frequency: z.enum(FREQUENCIES),
      slotAt: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      sent: z.number(),
      skipped: z.number(),
      failed: z.number(),
      waiting: z.number(),
    })
    .nullable(),
});
export type NewsletterStats = z.infer<typeof NewsletterStatsSchema>;
