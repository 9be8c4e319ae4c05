import { z } from "zod";
import { LIMITS } from "./limits";
import { NOTICE_STATUSES } from "./statuses";

/** The two-way relay (issue 35): a conversation between a notice's poster and a visitor, neither seeing the other's address. */
export const CONVERSATION_SIDES = ["poster", "visitor"] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];
export const ConversationSideSchema = z.enum(CONVERSATION_SIDES, { error: "Please choose a side" });

/** The secret link's token in /conversation/{token} and /api/conversations/{token}/…: 256 bits, base64url. */
export const ConversationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Conversation not found"),
});

/** GET /api/conversations/{token}: the notice, which side reads, and the thread oldest first. */
export const ConversationAnswerSchema = z.object({
  notice: z.object({
    id: z.number(),
    title: z.string(),
    status: z.enum(NOTICE_STATUSES),
    reservedAt: z.string().nullable(),
  }),
  side: ConversationSideSchema,
  /** The other side as the thread names it: the visitor's first name, or "The poster". */
  otherName: z.string(),
  open: z.boolean(),
  messages: z.array(z.object({ mine: z.boolean(), body: z.string(), sentAt: z.string() })),
});
export type ConversationAnswer = z.infer<typeof ConversationAnswerSchema>;

/** The reply box and POST /api/conversations/{token}/messages: the contact form's message rules and words. */
export const ConversationMessageInputSchema = z.object({
  body: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(LIMITS.contactMessageMin, "Message must be at least 10 characters")
    .max(LIMITS.contactMessageMax, "Message must be less than 5000 characters"),
});
export type ConversationMessageInput = z.infer<typeof ConversationMessageInputSchema>;

/** 202 whether the message was delivered or held: the sender is never told. */
export const ConversationSentAnswerSchema = z.object({ status: z.literal("sent") });

/** Report this conversation: a reason, 5–500 characters. */
export const ConversationReportInputSchema = z.object({
  reason: z
    .string({ error: "Reason must be at least 5 characters" })
    .trim()
    .min(LIMITS.reportReasonMin, "Reason must be at least 5 characters")
    .max(LIMITS.reportReasonMax, "Reason must be less than 500 characters"),
});
export type ConversationReportInput = z.infer<typeof ConversationReportInputSchema>;

export const CONVERSATION_STATES = ["open", "held", "reported", "blocked", "ended"] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

export const AdminConversationsQuerySchema = z.object({
  state: z.enum(["held", "reported", "all"], { error: "Please choose held, reported or all" }).default("all"),
});

export const AdminConversationListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      noticeId: z.number().nullable(),
      noticeTitle: z.string(),
      state: z.enum(CONVERSATION_STATES),
      heldMessageIds: z.array(z.number()),
      lastMessageAt: z.string(),
    }),
  ),
});
export type AdminConversationList = z.infer<typeof AdminConversationListSchema>;

export const AdminConversationSchema = z.object({
  id: z.number(),
  noticeId: z.number().nullable(),
  noticeTitle: z.string(),
  state: z.enum(CONVERSATION_STATES),
  reportReason: z.string().nullable(),
  blockedSide: ConversationSideSchema.nullable(),
  poster: z.object({ email: z.string() }),
  visitor: z.object({ name: z.string(), email: z.string() }),
  messages: z.array(
    z.object({
      id: z.number(),
      side: ConversationSideSchema,
      body: z.string(),
      held: z.boolean(),
      reasons: z.array(z.string()),
      sentAt: z.string(),
    }),
  ),
});
export type AdminConversation = z.infer<typeof AdminConversationSchema>;

export const AdminConversationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(LIMITS.idMax),
});
export const AdminConversationMessageParamsSchema = AdminConversationParamsSchema.extend({
  messageId: z.coerce.number().int().positive().max(LIMITS.idMax),
});
export const BlockSideInputSchema = z.object({ side: ConversationSideSchema });

/** One held message in the review queue's Messages lane: what it says, who wrote it, and why the screen held it. */
export const MessagesLaneItemSchema = z.object({
  conversationId: z.number(),
  messageId: z.number(),
  noticeId: z.number().nullable(),
  noticeTitle: z.string(),
  side: ConversationSideSchema,
  body: z.string(),
  reasons: z.array(z.string()),
  heldAt: z.string(),
});
export type MessagesLaneItem = z.infer<typeof MessagesLaneItemSchema>;

export const MessagesLaneSchema = z.object({ items: z.array(MessagesLaneItemSchema), total: z.number() });
export type MessagesLane = z.infer<typeof MessagesLaneSchema>;
