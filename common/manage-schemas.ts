import { z } from "zod";
import { PublicNoticeSchema } from "./notice-answer-schemas";
import { contactEmailSchema } from "./notice-schemas";
import { NOTICE_OUTCOMES } from "./notice-outcomes";
import { REJECTION_REASONS } from "./rejection-reasons";

/** Where a notice stands, as its poster sees it on the manage page. */
export const MANAGE_STATES = [
  "awaiting_confirmation",
  "awaiting_approval",
  "live",
  "rejected",
  "expired",
  "closed",
] as const;
export type ManageState = (typeof MANAGE_STATES)[number];

/**
 * A poster's edit of a live notice waiting for the moderator: the notice as it will read once approved. The live
 * notice stays public as it is until then.
 */
export const PendingEditSchema = PublicNoticeSchema.pick({
  title: true,
  description: true,
  category: true,
  location: true,
  price: true,
  eventDate: true,
  eventVenue: true,
  externalLink: true,
  imageUrl: true,
}).extend({ submittedAt: z.string() });
export type PendingEdit = z.infer<typeof PendingEditSchema>;

/** GET /api/manage/{token} and the answers of its actions: the notice, where it stands, and what can be done now. */
export const ManagedNoticeSchema = PublicNoticeSchema.extend({
  contactEmail: z.string(),
  state: z.enum(MANAGE_STATES),
  outcome: z.enum(NOTICE_OUTCOMES).nullable(),
  closedAt: z.string().nullable(),
  rejectionReason: z.enum(REJECTION_REASONS).nullable(),
  rejectionNote: z.string().nullable(),
  actions: z.object({
    edit: z.boolean(),
    renew: z.boolean(),
    close: z.boolean(),
    /** A notice closed in the last 24 hours can go back on the board. */
    reopen: z.boolean(),
    delete: z.boolean(),
  }),
  /** When Renew will appear (7 days before expiry) for a live notice that cannot be renewed yet, else null. */
  renewOpensAt: z.string().nullable(),
  /** The poster's edit of the live notice awaiting review, or null. */
  pendingEdit: PendingEditSchema.nullable(),
});
export type ManagedNotice = z.infer<typeof ManagedNoticeSchema>;

export const ManageTokenParamsSchema = z.object({ token: z.string().max(200) });

/** POST /api/manage/{token}/close. */
export const CloseNoticeSchema = z.object({
  outcome: z.enum(NOTICE_OUTCOMES, { error: "Please choose how it ended" }),
});
export type CloseNoticeInput = z.infer<typeof CloseNoticeSchema>;

/** POST /api/notices/resend-activation and POST /api/my-data: an address, and nothing revealed about it. */
export const EmailRequestSchema = z.object({ email: contactEmailSchema });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

export const RESEND_ACTIVATION_ANSWER =
  "If that address has notices waiting for confirmation, we have sent a new link to it.";
export const MY_DATA_REQUEST_ANSWER =
  "We have sent a link to that address. It lets you see and delete everything we hold about it for the next hour.";

/** GET /api/my-data/{token}: everything tied to one address. */
export const MyDataSchema = z.object({
  email: z.string(),
  notices: z.array(
    z.object({ id: z.number(), title: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  comments: z.array(
    z.object({ id: z.number(), noticeTitle: z.string(), content: z.string(), createdAt: z.string() }),
  ),
  contactMessages: z.array(
    z.object({ id: z.number(), noticeTitle: z.string(), message: z.string(), createdAt: z.string() }),
  ),
  subscriptions: z.array(z.object({ email: z.string(), createdAt: z.string() })),
  /** Saved-search alerts (deleted with the address's subscription). */
  savedSearches: z.array(z.object({ id: z.number(), description: z.string(), createdAt: z.string() })),
});
export type MyData = z.infer<typeof MyDataSchema>;

/** DELETE /api/my-data/{token}: how much went. */
export const MyDataDeletedSchema = z.object({
  notices: z.number(),
  comments: z.number(),
  contactMessages: z.number(),
  subscriptions: z.number(),
});
export type MyDataDeleted = z.infer<typeof MyDataDeletedSchema>;
