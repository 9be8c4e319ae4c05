import { z } from "zod";
import { CursorQuerySchema, cursorPageSchema } from "./cursor-page";

/** GET /api/admin/contact-messages: newest first, 20 a page, searched in notice title, sender and message. */
export const ContactMessagesQuerySchema = CursorQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
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

export const ContactMessagesPageSchema = cursorPageSchema(AdminContactMessageSchema);

/** POST /api/admin/blocked-senders: no further message from this address is relayed. */
export const BlockSenderSchema = z.object({
  email: z.string().trim().toLowerCase().email("Please enter a valid email"),
});
