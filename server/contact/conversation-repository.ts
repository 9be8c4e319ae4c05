import { and, asc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { sameAddress } from "../db/same-address";
import { conversationLinks, conversationMessages, conversations, notices } from "../db/schema";
import type { ConversationSide } from "../../common/conversation-schemas";
import type { NoticeStatus } from "../../common/statuses";

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
export type MessageStatus = ConversationMessageRow["status"];

/** A conversation with what delivering and showing it needs of its notice (null once the notice is deleted). */
export interface ConversationWithNotice extends ConversationRow {
  notice: {
    id: number;
    title: string;
    category: string;
    status: NoticeStatus;
    reservedAt: Date | null;
    contactEmail: string;
    /** Live: active and not past its end. */
    isLive: boolean;
  } | null;
}

export async function insertConversation(
  db: Executor,
  values: { noticeId: number; visitorName: string; visitorEmail: string; now: Date },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({
      noticeId: values.noticeId,
      visitorName: values.visitorName,
      visitorEmail: values.visitorEmail,
      lastMessageAt: values.now,
      createdAt: values.now,
    })
    .returning();
  return row;
}

export async function insertConversationLinks(
  db: Executor,
  rows: {
    tokenHash: string;
    conversationId: number;
    side: ConversationSide;
    kind: "page" | "relay";
    createdAt: Date;
  }[],
): Promise<void> {
  if (rows.length) await db.insert(conversationLinks).values(rows);
}

function noticeColumns(now: Date) {
  return {
    id: notices.id,
    title: notices.title,
    category: notices.category,
    status: notices.status,
    reservedAt: notices.reservedAt,
    contactEmail: notices.contactEmail,
    isLive: sql<boolean>`(${notices.status} = 'active' and (${notices.expiresAt} is null or ${notices.expiresAt} > ${now}))`,
  };
}

type JoinedRow = {
  conversation: ConversationRow;
  notice: Omit<NonNullable<ConversationWithNotice["notice"]>, "isLive"> & { isLive: unknown };
};

function withNotice(row: {
  conversation: ConversationRow;
  notice: JoinedRow["notice"] | null;
}): ConversationWithNotice {
  return {
    ...row.conversation,
    notice: row.notice ? { ...row.notice, isLive: Boolean(row.notice.isLive) } : null,
  };
}

/** The conversation a secret link opens, with the side holding it (one query); undefined for an unknown link. */
export async function findConversationByLink(
  db: Executor,
  tokenHash: string,
  kind: "page" | "relay",
  now: Date,
): Promise<{ conversation: ConversationWithNotice; side: ConversationSide } | undefined> {
  const [row] = await db
    .select({ side: conversationLinks.side, conversation: conversations, notice: noticeColumns(now) })
    .from(conversationLinks)
    .innerJoin(conversations, eq(conversations.id, conversationLinks.conversationId))
    .leftJoin(notices, eq(notices.id, conversations.noticeId))
    .where(and(eq(conversationLinks.tokenHash, tokenHash), eq(conversationLinks.kind, kind)));
  return row ? { conversation: withNotice(row), side: row.side } : undefined;
}

export async function findConversation(
  db: Executor,
  id: number,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ConversationWithNotice | undefined> {
  const query = db
    .select({ conversation: conversations, notice: noticeColumns(now) })
    .from(conversations)
    .leftJoin(notices, eq(notices.id, conversations.noticeId))
    .where(eq(conversations.id, id));
  const [row] = options.forUpdate ? await query.for("update", { of: conversations }) : await query;
  return row ? withNotice(row) : undefined;
}

/** Several conversations in one query, locked in id order with `forUpdate` (a batch of mailed replies). */
export async function findConversations(
  db: Executor,
  ids: number[],
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ConversationWithNotice[]> {
  if (!ids.length) return [];
  const query = db
    .select({ conversation: conversations, notice: noticeColumns(now) })
    .from(conversations)
    .leftJoin(notices, eq(notices.id, conversations.noticeId))
    .where(inArray(conversations.id, ids))
    .orderBy(asc(conversations.id));
  const rows = options.forUpdate ? await query.for("update", { of: conversations }) : await query;
  return rows.map(withNotice);
}

export interface SenderFacts {
  sameTextElsewhere: number;
  isBlocked: boolean;
  isFlagged: boolean;
}

/**
 * What the screen is told that only the relay knows, for several messages in one query: how many other conversations
 * got the same text from the sender since `since`, whether the sender's address is blocked, and whether it is the
 * reported or blocked side of a conversation. Answers in the order asked.
 */
export async function findSenderFacts(
  db: Executor,
  messages: { senderHash: string; senderEmail: string; textHash: string; conversationId: number }[],
  since: Date,
): Promise<SenderFacts[]> {
  if (!messages.length) return [];
  const values = sql.join(
    messages.map(
      (m, i) =>
        sql`(${i}::int, ${m.senderHash}::text, ${m.textHash}::text, ${m.conversationId}::int, ${m.senderEmail.toLowerCase()}::text)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ i: number; same: number | string; blocked: boolean; flagged: boolean }>(
    db,
    sql`select v.i,
      (select count(distinct m.conversation_id) from conversation_messages m
        where m.sender_hash = v.sender_hash and m.text_hash = v.text_hash
          and m.created_at > ${since} and m.conversation_id <> v.conversation_id) as same,
      exists (select 1 from blocked_senders b where b.email_hash = v.sender_hash) as blocked,
      exists (select 1 from conversations c left join notices n on n.id = c.notice_id
        where (c.reported_at is not null or c.blocked_side is not null)
          and ((coalesce(c.reported_side, c.blocked_side) = 'visitor' and lower(c.visitor_email) = v.email)
            or (coalesce(c.reported_side, c.blocked_side) = 'poster' and lower(n.contact_email) = v.email))) as flagged
      from (values ${values}) as v(i, sender_hash, text_hash, conversation_id, email)`,
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return messages.map((_, i) => {
    const row = byIndex.get(i)!;
    return {
      sameTextElsewhere: Number(row.same),
      isBlocked: Boolean(row.blocked),
      isFlagged: Boolean(row.flagged),
    };
  });
}

/** Stores messages in one statement; answers them in the order given. Their conversations' last-message time is
 * moved by `touchConversations`, once per transaction. */
export async function insertConversationMessages(
  db: Executor,
  values: (typeof conversationMessages.$inferInsert)[],
): Promise<ConversationMessageRow[]> {
  if (!values.length) return [];
  const rows = await db.insert(conversationMessages).values(values).returning();
  // Serial ids follow the order of the VALUES list: sorted to be sure.
  return rows.sort((a, b) => a.id - b.id);
}

/** Moves the last-message time of the conversations that got a message (what the 90-day deletion counts from). */
export async function touchConversations(db: Executor, ids: number[], at: Date): Promise<void> {
  if (!ids.length) return;
  await db.update(conversations).set({ lastMessageAt: at }).where(inArray(conversations.id, ids));
}

export async function listConversationMessages(db: Executor, conversationId: number) {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

export async function findConversationMessage(db: Executor, conversationId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.id, messageId)),
    );
  return row;
}

export async function setMessageStatus(
  db: Executor,
  ids: number[],
  status: MessageStatus,
  deliveredAt: Date | null,
): Promise<void> {
  if (!ids.length) return;
  await db
    .update(conversationMessages)
    .set({ status, deliveredAt })
    .where(inArray(conversationMessages.id, ids));
}

export async function updateConversation(
  db: Executor,
  id: number,
  set: Partial<
    Pick<ConversationRow, "reportedAt" | "reportReason" | "reportedSide" | "blockedSide" | "endedAt">
  >,
): Promise<void> {
  await db.update(conversations).set(set).where(eq(conversations.id, id));
}

/** The moderators' list: every conversation, or those with a held message, or reported ones; newest talk first. */
export async function listConversationsForAdmin(
  db: Executor,
  filter: "held" | "reported" | "all",
  limit: number,
) {
  const held = sql`exists (select 1 from conversation_messages m where m.conversation_id = ${conversations.id} and m.status = 'held')`;
  return db
    .select({
      conversation: conversations,
      noticeTitle: notices.title,
      noticeStatus: notices.status,
      noticeExpiresAt: notices.expiresAt,
      heldMessageIds: sql<
        number[] | null
      >`(select array_agg(m.id order by m.id) from conversation_messages m where m.conversation_id = ${conversations.id} and m.status = 'held')`,
    })
    .from(conversations)
    .leftJoin(notices, eq(notices.id, conversations.noticeId))
    .where(filter === "held" ? held : filter === "reported" ? isNotNull(conversations.reportedAt) : undefined)
    .orderBy(sql`${conversations.lastMessageAt} desc`, sql`${conversations.id} desc`)
    .limit(limit);
}

/** Ends the open conversations of a notice (closed, expired, rejected, deleted); answers how many. */
export async function endConversationsOfNotice(db: Executor, noticeId: number, now: Date): Promise<number> {
  const rows = await db
    .update(conversations)
    .set({ endedAt: now })
    .where(and(eq(conversations.noticeId, noticeId), sql`${conversations.endedAt} is null`))
    .returning({ id: conversations.id });
  return rows.length;
}

/** Deletes the conversations (messages and links with them) whose last message is older than `before`. */
export async function deleteConversationsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(conversations)
    .where(lt(conversations.lastMessageAt, before))
    .returning({ id: conversations.id });
  return rows.length;
}

const takenPartIn = (email: string) =>
  or(
    sameAddress(conversations.visitorEmail, email),
    sql`${conversations.noticeId} in (select id from notices where lower(contact_email) = ${email.toLowerCase()})`,
  );

/** "Delete my data": every conversation the address took part in, as visitor or as the notice's poster. */
export async function deleteConversationsByEmail(db: Executor, email: string): Promise<number> {
  const rows = await db.delete(conversations).where(takenPartIn(email)).returning({ id: conversations.id });
  return rows.length;
}

/** The texts of every message in the conversations the address took part in (both sides'). */
export async function listConversationBodiesByEmail(db: Executor, email: string): Promise<string[]> {
  const rows = await db
    .select({ body: conversationMessages.body })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(takenPartIn(email));
  return rows.map((r) => r.body);
}

/**
 * "Download my data": the replies the address wrote in conversations, with the notice they were about (a visitor's
 * first message is listed with the contact messages already).
 */
export async function listConversationMessagesByEmail(db: Executor, email: string) {
  return queryRows<{ id: number; notice_title: string | null; body: string; created_at: Date }>(
    db,
    sql`select m.id, n.title as notice_title, m.body, m.created_at from conversation_messages m
        join conversations c on c.id = m.conversation_id left join notices n on n.id = c.notice_id
        where ((m.side = 'visitor' and lower(c.visitor_email) = ${email.toLowerCase()})
           or (m.side = 'poster' and lower(n.contact_email) = ${email.toLowerCase()}))
          and m.id <> (select min(f.id) from conversation_messages f where f.conversation_id = c.id)
        order by m.created_at`,
  );
}

/** The review queue's Messages lane: held messages oldest first, with their notice's title, and how many there are. */
export async function listHeldMessages(db: Executor, limit: number) {
  const held = eq(conversationMessages.status, "held");
  const rows = await db
    .select({
      message: conversationMessages,
      noticeId: conversations.noticeId,
      noticeTitle: notices.title,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(notices, eq(notices.id, conversations.noticeId))
    .where(held)
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
    .limit(limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)` })
    .from(conversationMessages)
    .where(held);
  return { rows, total: Number(total) };
}
