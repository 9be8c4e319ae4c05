import crypto from "node:crypto";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { DAY } from "../clock";
import { AppError, notFound } from "../errors";
import { addressHash } from "../address-hash";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { insertBlockedSender } from "../moderation/contact-admin-repository";
import { loadScreenLookups, screenMessage } from "../signals/message-screen";
import type { MailMessage } from "../mail/mail-transport";
import { recordMessageDecision } from "../signals/learned-screen";
import { setReserved } from "../manage/manage-service";
import { lockNoticeById } from "../notices/notice-repository";
import type {
  AdminConversation,
  ConversationAnswer,
  ConversationSide,
  ConversationState,
} from "../../common/conversation-schemas";
import {
  conversationPageUrl,
  firstNameOf,
  relayedMessageMail,
  visitorCopyMail,
  type RecipientLinks,
} from "./conversation-mail";
import {
  findConversation,
  findConversationByLink,
  findConversations,
  findConversationMessage,
  insertConversation,
  insertConversationLinks,
  insertConversationMessages,
  listConversationMessages,
  listConversationsForAdmin,
  setMessageStatus,
  touchConversations,
  updateConversation,
  findSenderFacts,
  type ConversationMessageRow,
  type ConversationRow,
  type ConversationWithNotice,
  type MessageStatus,
} from "./conversation-repository";

export const CONVERSATION_ENDED_MESSAGE = "This conversation has ended";
export const CONVERSATION_NOT_FOUND_MESSAGE = "Conversation not found";
export const CONVERSATION_REPORTED_MESSAGE =
  "Thank you. A moderator will read this conversation; nothing more is delivered until they have.";

const otherSide = (side: ConversationSide): ConversationSide => (side === "poster" ? "visitor" : "poster");

/** SHA-256 of a secret link's token: only this is stored. */
export function hashConversationToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** The text as the "same text to several posters" check compares it: lower case, spaces and punctuation folded. */
export function textHashOf(text: string): string {
  const normal = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return crypto.createHash("sha256").update(normal, "utf8").digest("hex");
}

/** Open: the notice still live and the conversation not ended. */
export function isOpen(conversation: ConversationWithNotice): boolean {
  return !conversation.endedAt && conversation.notice !== null && conversation.notice.isLive;
}

function addressOf(conversation: ConversationWithNotice, side: ConversationSide): string | undefined {
  return side === "visitor" ? conversation.visitorEmail : conversation.notice?.contactEmail;
}

function senderNameOf(conversation: ConversationWithNotice, side: ConversationSide): string {
  return side === "visitor" ? conversation.visitorName : "The poster";
}

function relayEnabled(ctx: AppContext): boolean {
  return ctx.config.inboundSmtp.port !== undefined && Boolean(ctx.config.relayDomain);
}

type LinkRow = Parameters<typeof insertConversationLinks>[1][number];

/**
 * What a transaction writes at its end, in one statement each however many messages it relayed (a batch of inbound
 * mails, a resumed conversation's kept-back messages): the conversations' last-message time, the fresh links, and the
 * relayed mails.
 */
class Outgoing {
  private readonly links: LinkRow[] = [];
  private readonly mails: MailMessage[] = [];
  private readonly talked = new Set<number>();

  constructor(
    private readonly ctx: AppContext,
    readonly now: Date,
  ) {}

  /**
   * Fresh links for a side, stored as hashes: the page token (256 bits, base64url) and, with the relay set up, the
   * relay address's local part (256 bits, lower-case hex: mail systems may fold the case of a local part).
   */
  mintLinks(conversationId: number, side: ConversationSide): RecipientLinks {
    const page = crypto.randomBytes(32).toString("base64url");
    const createdAt = this.now;
    this.links.push({
      tokenHash: hashConversationToken(page),
      conversationId,
      side,
      kind: "page",
      createdAt,
    });
    let relayAddress: string | undefined;
    if (relayEnabled(this.ctx)) {
      const relay = crypto.randomBytes(32).toString("hex");
      this.links.push({
        tokenHash: hashConversationToken(relay),
        conversationId,
        side,
        kind: "relay",
        createdAt,
      });
      relayAddress = `${relay}@${this.ctx.config.relayDomain}`;
    }
    return { page: conversationPageUrl(this.ctx.config, page), relayAddress };
  }

  send(mail: MailMessage): void {
    this.mails.push(mail);
  }

  /** A message was stored in the conversation: its last-message time moves. */
  touch(conversationId: number): void {
    this.talked.add(conversationId);
  }

  async write(tx: Executor): Promise<void> {
    await touchConversations(tx, [...this.talked], this.now);
    await insertConversationLinks(tx, this.links);
    await this.ctx.mail.enqueueMany(tx, this.mails);
  }
}

/** Queues a message for the side that did not write it, with that side's own fresh links. */
function deliver(
  out: Outgoing,
  conversation: ConversationWithNotice,
  message: Pick<ConversationMessageRow, "side" | "body">,
  isFirstMessage: boolean,
): void {
  const recipient = otherSide(message.side);
  const to = addressOf(conversation, recipient);
  if (!to || !conversation.notice) return;
  out.send(
    relayedMessageMail(to, {
      recipient,
      senderName: senderNameOf(conversation, message.side),
      noticeTitle: conversation.notice.title,
      body: message.body,
      isFirstMessage,
      links: out.mintLinks(conversation.id, recipient),
    }),
  );
}

interface Incoming {
  conversation: ConversationWithNotice;
  side: ConversationSide;
  body: string;
  isFirstMessage: boolean;
}

/**
 * Messages from their sides: each screened (every message, the first included), then delivered, held for a
 * moderator, kept back while the conversation is reported, or dropped when its side is blocked. The sender is told the
 * same in every case. What the screen needs from the database is read in one query for all of them (a batch of
 * mailed replies), and they are stored in one statement.
 */
async function receive(tx: Executor, out: Outgoing, messages: Incoming[]): Promise<ConversationMessageRow[]> {
  if (!messages.length) return [];
  const now = out.now;
  const senders = messages.map((m) => {
    const email = addressOf(m.conversation, m.side) ?? "";
    return { senderEmail: email, senderHash: addressHash(email), textHash: textHashOf(m.body) };
  });
  const facts = await findSenderFacts(
    tx,
    senders.map((s, i) => ({ ...s, conversationId: messages[i].conversation.id })),
    new Date(now.getTime() - DAY),
  );
  const lookups = await loadScreenLookups(tx);
  const rows = [];
  for (const [i, { conversation, side, body, isFirstMessage }] of messages.entries()) {
    let status: MessageStatus = "dropped";
    let reasons: string[] = [];
    let score = 0;
    if (conversation.blockedSide !== side) {
      // The same text to other conversations earlier in this batch is not stored yet: counted here.
      const elsewhere = new Set<number>();
      for (let j = 0; j < i; j++)
        if (
          senders[j].senderHash === senders[i].senderHash &&
          senders[j].textHash === senders[i].textHash &&
          messages[j].conversation.id !== conversation.id
        )
          elsewhere.add(messages[j].conversation.id);
      const verdict = await screenMessage(
        tx,
        {
          text: body,
          side,
          isFirstMessage,
          notice: { title: conversation.notice?.title ?? "", category: conversation.notice?.category ?? "" },
          sameTextElsewhere: facts[i].sameTextElsewhere + elsewhere.size,
          isSenderFlagged: facts[i].isBlocked || facts[i].isFlagged,
        },
        now,
        lookups,
      );
      reasons = verdict.reasons;
      score = Math.round(verdict.score);
      status = verdict.isHeld ? "held" : conversation.reportedAt ? "paused" : "delivered";
    }
    rows.push({
      conversationId: conversation.id,
      side,
      body,
      senderHash: senders[i].senderHash,
      textHash: senders[i].textHash,
      status,
      reasons,
      score,
      deliveredAt: status === "delivered" ? now : null,
      createdAt: now,
    });
  }
  const stored = await insertConversationMessages(tx, rows);
  for (const [i, row] of stored.entries()) {
    out.touch(row.conversationId);
    if (row.status === "delivered") deliver(out, messages[i].conversation, row, messages[i].isFirstMessage);
  }
  return stored;
}

/**
 * POST /api/contact's part: starts the conversation with the visitor's first message (screened like any other) and
 * sends the visitor their copy with their own link. Runs inside the caller's transaction.
 */
export async function startConversation(
  ctx: AppContext,
  tx: Executor,
  noticeId: number,
  visitor: { name: string; email: string; message: string },
  now: Date,
): Promise<number> {
  const created = await insertConversation(tx, {
    noticeId,
    visitorName: visitor.name,
    visitorEmail: visitor.email,
    now,
  });
  const conversation = await findConversation(tx, created.id, now);
  if (!conversation?.notice) throw notFound("Notice not found");
  const out = new Outgoing(ctx, now);
  await receive(tx, out, [{ conversation, side: "visitor", body: visitor.message, isFirstMessage: true }]);
  out.send(
    visitorCopyMail(visitor.email, {
      visitorName: visitor.name,
      noticeTitle: conversation.notice.title,
      body: visitor.message,
      links: out.mintLinks(conversation.id, "visitor"),
    }),
  );
  await out.write(tx);
  return conversation.id;
}

/** The conversation a side's page link opens: 404 unknown, 410 ended (the notice closed, expired or was removed). */
async function openByPageToken(ctx: AppContext, token: string, now: Date) {
  const found = await findConversationByLink(ctx.db, hashConversationToken(token), "page", now);
  if (!found) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  if (!isOpen(found.conversation)) throw new AppError(410, CONVERSATION_ENDED_MESSAGE);
  return found;
}

/** GET /api/conversations/{token}: the thread as this side sees it (its own messages whatever became of them). */
export async function readConversation(ctx: AppContext, token: string): Promise<ConversationAnswer> {
  const now = ctx.clock.now();
  const { conversation, side } = await openByPageToken(ctx, token, now);
  const notice = conversation.notice!;
  const messages = await listConversationMessages(ctx.db, conversation.id);
  return {
    notice: {
      id: notice.id,
      title: notice.title,
      status: notice.status,
      reservedAt: notice.reservedAt?.toISOString() ?? null,
    },
    side,
    otherName: side === "poster" ? firstNameOf(conversation.visitorName) : "The poster",
    open: true,
    messages: messages
      .filter((m) => m.side === side || m.status === "delivered")
      .map((m) => ({ mine: m.side === side, body: m.body, sentAt: m.createdAt.toISOString() })),
  };
}

/** POST /api/conversations/{token}/messages. */
export async function replyOnPage(ctx: AppContext, token: string, body: string): Promise<void> {
  const now = ctx.clock.now();
  const { conversation, side } = await openByPageToken(ctx, token, now);
  await ctx.db.transaction(async (tx) => {
    const locked = await findConversation(tx, conversation.id, now, { forUpdate: true });
    if (!locked || !isOpen(locked)) throw new AppError(410, CONVERSATION_ENDED_MESSAGE);
    const out = new Outgoing(ctx, now);
    await receive(tx, out, [{ conversation: locked, side, body, isFirstMessage: false }]);
    await out.write(tx);
  });
  ctx.mail.kick();
}

/** The inbound listener's question at RCPT TO: which conversation and side a relay address is, and whether it is open. */
export async function findRelayRecipient(
  ctx: AppContext,
  localPart: string,
): Promise<{ conversationId: number; side: ConversationSide; open: boolean } | undefined> {
  const now = ctx.clock.now();
  const found = await findConversationByLink(
    ctx.db,
    hashConversationToken(localPart.toLowerCase()),
    "relay",
    now,
  );
  if (!found) return undefined;
  return { conversationId: found.conversation.id, side: found.side, open: isOpen(found.conversation) };
}

export interface MailedReply {
  recipient: { conversationId: number; side: ConversationSide };
  /** The newest text only (quoted history already cut). */
  body: string;
}

/**
 * Mailed replies relayed like page replies, a batch in one transaction: the conversations locked in id order (two
 * batches never wait on each other crosswise), screened and stored together (see `receive`), the links and relayed
 * mails written in one statement each. Answers, for each reply, false when its conversation has ended. The caller
 * kicks the mail worker (relay-batcher.ts, once a burst is stored).
 */
export async function replyByMail(ctx: AppContext, replies: MailedReply[]): Promise<boolean[]> {
  const now = ctx.clock.now();
  const order = replies
    .map((reply, index) => ({ reply, index }))
    .sort((a, b) => a.reply.recipient.conversationId - b.reply.recipient.conversationId || a.index - b.index);
  const delivered = await ctx.db.transaction(async (tx) => {
    const ids = [...new Set(order.map((o) => o.reply.recipient.conversationId))];
    const locked = new Map(
      (await findConversations(tx, ids, now, { forUpdate: true })).map((c) => [c.id, c]),
    );
    const answers: boolean[] = replies.map(() => false);
    const incoming: Incoming[] = [];
    for (const { reply, index } of order) {
      const conversation = locked.get(reply.recipient.conversationId);
      if (!conversation || !isOpen(conversation)) continue;
      incoming.push({ conversation, side: reply.recipient.side, body: reply.body, isFirstMessage: false });
      answers[index] = true;
    }
    const out = new Outgoing(ctx, now);
    await receive(tx, out, incoming);
    await out.write(tx);
    return answers;
  });
  return delivered;
}

/** POST /api/conversations/{token}/report: paused (nothing delivered either way) until a moderator decides. */
export async function reportConversation(ctx: AppContext, token: string, reason: string): Promise<void> {
  const now = ctx.clock.now();
  const { conversation, side } = await openByPageToken(ctx, token, now);
  if (conversation.reportedAt) return;
  await updateConversation(ctx.db, conversation.id, {
    reportedAt: now,
    reportReason: reason,
    reportedSide: otherSide(side),
  });
}

/**
 * The poster's Reserved switch on the conversation page (POST/DELETE /api/conversations/{token}/reserve): only the
 * poster's link may use it (the visitor's is answered 403). Answers the page's conversation again.
 */
export async function reserveFromConversation(
  ctx: AppContext,
  token: string,
  reserved: boolean,
): Promise<ConversationAnswer> {
  const now = ctx.clock.now();
  const { conversation, side } = await openByPageToken(ctx, token, now);
  if (side !== "poster") throw new AppError(403, "Only the poster can mark the notice reserved");
  await ctx.db.transaction(async (tx) => {
    const notice = await lockNoticeById(tx, conversation.notice!.id);
    if (!notice) throw new AppError(410, CONVERSATION_ENDED_MESSAGE);
    await setReserved(tx, notice, reserved, now);
  });
  return readConversation(ctx, token);
}

// ——— Moderators ———

function stateOf(
  conversation: Pick<ConversationRow, "blockedSide" | "reportedAt">,
  open: boolean,
  hasHeld: boolean,
): ConversationState {
  if (!open) return "ended";
  if (conversation.blockedSide) return "blocked";
  if (conversation.reportedAt) return "reported";
  if (hasHeld) return "held";
  return "open";
}

export async function listConversationsForModerators(ctx: AppContext, filter: "held" | "reported" | "all") {
  const now = ctx.clock.now();
  const rows = await listConversationsForAdmin(ctx.db, filter, 200);
  return {
    data: rows.map((r) => {
      const held = (r.heldMessageIds ?? []).map(Number);
      const isLive =
        r.noticeStatus === "active" &&
        (r.noticeExpiresAt === null || r.noticeExpiresAt.getTime() > now.getTime());
      const open = isLive && r.conversation.noticeId !== null && !r.conversation.endedAt;
      return {
        id: r.conversation.id,
        noticeId: r.conversation.noticeId,
        noticeTitle: r.noticeTitle ?? "(notice deleted)",
        state: stateOf(r.conversation, open, held.length > 0),
        heldMessageIds: held,
        lastMessageAt: r.conversation.lastMessageAt.toISOString(),
      };
    }),
  };
}

export async function conversationForModerators(
  ctx: AppContext,
  id: number,
  executor: Executor = ctx.db,
): Promise<AdminConversation> {
  const conversation = await findConversation(executor, id, ctx.clock.now());
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  const messages = await listConversationMessages(executor, id);
  return {
    id: conversation.id,
    noticeId: conversation.noticeId,
    noticeTitle: conversation.notice?.title ?? "(notice deleted)",
    state: stateOf(
      conversation,
      isOpen(conversation),
      messages.some((m) => m.status === "held"),
    ),
    reportReason: conversation.reportReason,
    blockedSide: conversation.blockedSide,
    poster: { email: conversation.notice?.contactEmail ?? "" },
    visitor: { name: conversation.visitorName, email: conversation.visitorEmail },
    messages: messages.map((m) => ({
      id: m.id,
      side: m.side,
      body: m.body,
      held: m.status === "held",
      reasons: m.reasons,
      sentAt: m.createdAt.toISOString(),
    })),
  };
}

/**
 * Release: the held message is delivered now (unless the conversation ended meanwhile: nothing more is sent), and the
 * screen learns it was genuine.
 */
export async function releaseMessage(ctx: AppContext, actor: AuditActor, id: number, messageId: number) {
  const now = ctx.clock.now();
  const answer = await ctx.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, id, now, { forUpdate: true });
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
    const message = await findConversationMessage(tx, id, messageId);
    if (!message || message.status !== "held") throw notFound("Held message not found");
    await setMessageStatus(tx, [message.id], "delivered", now);
    await recordMessageDecision(tx, message.body, "message_released", now);
    if (isOpen(conversation)) {
      const first = (await listConversationMessages(tx, id))[0]?.id === message.id;
      const out = new Outgoing(ctx, now);
      deliver(out, conversation, message, first);
      await out.write(tx);
    }
    await insertAudit(
      tx,
      actor,
      { action: "conversation_release", targetType: "conversation", targetId: id, details: { messageId } },
      now,
    );
    return conversationForModerators(ctx, id, tx);
  });
  ctx.mail.kick();
  return answer;
}

/**
 * Block a side: its waiting messages and every later one are dropped without telling it, and its address joins the
 * blocked senders (its contact forms are refused too). The screen learns the dropped messages were scams (or, when
 * none was waiting, the side's newest message: what a report was about).
 */
export async function blockSide(ctx: AppContext, actor: AuditActor, id: number, side: ConversationSide) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, id, now, { forUpdate: true });
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
    await updateConversation(tx, id, { blockedSide: side });
    const written = (await listConversationMessages(tx, id)).filter((m) => m.side === side);
    const waiting = written.filter((m) => m.status === "held" || m.status === "paused");
    for (const message of waiting.length ? waiting : written.slice(-1))
      await recordMessageDecision(tx, message.body, "message_blocked", now);
    await setMessageStatus(
      tx,
      waiting.map((m) => m.id),
      "dropped",
      null,
    );
    const address = addressOf(conversation, side);
    if (address) await insertBlockedSender(tx, addressHash(address), now);
    await insertAudit(
      tx,
      actor,
      { action: "conversation_block", targetType: "conversation", targetId: id, details: { side } },
      now,
    );
    return conversationForModerators(ctx, id, tx);
  });
}

/** Resume: the report is settled; messages kept back meanwhile are delivered now, oldest first. */
export async function resumeConversation(ctx: AppContext, actor: AuditActor, id: number) {
  const now = ctx.clock.now();
  const answer = await ctx.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, id, now, { forUpdate: true });
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
    await updateConversation(tx, id, { reportedAt: null, reportReason: null, reportedSide: null });
    const paused = (await listConversationMessages(tx, id)).filter((m) => m.status === "paused");
    await setMessageStatus(
      tx,
      paused.map((m) => m.id),
      "delivered",
      now,
    );
    if (isOpen(conversation)) {
      const out = new Outgoing(ctx, now);
      for (const message of paused) deliver(out, conversation, message, false);
      await out.write(tx);
    }
    await insertAudit(
      tx,
      actor,
      { action: "conversation_resume", targetType: "conversation", targetId: id },
      now,
    );
    return conversationForModerators(ctx, id, tx);
  });
  ctx.mail.kick();
  return answer;
}
