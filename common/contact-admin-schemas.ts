import { z } from "zod";

/** GET /api/admin/contact-messages: newest first, 20 a page, searched in notice title, sender and message. */
export const ContactMessagesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  before: z
    .string()
    .regex(/^\d{1,9}$/, "Before must be a number")
    .optional(),
});

export const AdminContactMessageSchema = z.object({
  id: z.number(),
  noticeId: z.number(),
  noticeTitle: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isSenderBlocked: z.boolean(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const ContactMessagesPageSchema = z.object({
  messages: z.array(AdminContactMessageSchema),
  nextBefore: z.string().nullable(),
});
export type ContactMessagesPage = z.infer<typeof ContactMessagesPageSchema>;

/** POST /api/admin/blocked-senders: no further message from this address is relayed. */
export const BlockSenderSchema = z.object({
  email: z.string().trim().toLowerCase().email("Please enter a valid email"),
});

export const BLOCKED_SENDER_MESSAGE =
  "Messages from this address can no longer be sent through the noticeboard.";
