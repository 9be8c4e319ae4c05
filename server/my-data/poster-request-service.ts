import crypto from "node:crypto";
import {
  deleteConversationsByEmail,
  listConversationBodiesByEmail,
  listConversationMessagesByEmail,
} from "../contact/conversation-repository";
import { forgetMessageDecisions } from "../signals/learned-screen";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { AppError, notFound } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { deleteNoticeImage } from "../images/image-store";
import { verificationMail } from "../notices/verification-mail";
import { issueManageLink } from "../notices/manage-links";
import { verificationUrl } from "../notices/notice-posting-service";
import { createVerificationToken, hashVerificationToken } from "../notices/verification-tokens";
import { LIMITS } from "../../common/limits";
import type { MyData, MyDataDeleted } from "../../common/manage-schemas";
import type { Executor } from "../db/client";
import { deleteCommentsByAuthorEmail } from "../comments/comment-repository";
import { deleteContactMessagesByEmail } from "../contact/contact-repository";
import { deleteMailTo } from "../mail/mail-outbox-repository";
import { deleteNoticesByEmail } from "../notices/notice-repository";
import { insertVerificationToken } from "../notices/verification-repository";
import { describeSavedSearch } from "../../common/saved-search-schemas";
import { deleteSubscribersByEmail } from "../subscribers/subscriber-repository";
import {
  consumeMyDataToken,
  deleteMyDataTokensOf,
  findDataByEmail,
  findMyDataToken,
  findUnverifiedNoticesByEmail,
  insertMyDataToken,
} from "./my-data-repository";
import { myDataMail } from "./poster-mails";
import { getUsualWaitHours } from "../audit/usual-wait-service";
import { findEditImages } from "../manage/notice-edit-repository";

/** Requests per hour, per client address and per e-mail address, for each kind of link. */
export const LINK_REQUESTS_PER_HOUR = 3;
export const MY_DATA_LINK_TTL = HOUR;
export const MY_DATA_LINK_NOT_FOUND = "This link is not valid or has already been used";
export const MY_DATA_LINK_EXPIRED = "This link has expired. Please ask for a new one.";
const TOO_MANY = "You have asked for several links in the last hour. Please try again later.";

/** The address is counted by its hash, so the rate-limit table never holds it (and erasure leaves none behind). */
async function limitLinkRequests(ctx: AppContext, name: string, email: string, clientAddress: string) {
  const emailKey = crypto.createHash("sha256").update(email).digest("hex");
  const perAddress = perAddressRule(name, clientAddress, LINK_REQUESTS_PER_HOUR, HOUR);
  await requireRateLimit(ctx.db, perAddress, ctx.clock, TOO_MANY);
  const perEmail = { key: `${name}-email:${emailKey}`, limit: LINK_REQUESTS_PER_HOUR, windowMs: HOUR };
  await requireRateLimit(ctx.db, perEmail, ctx.clock, TOO_MANY);
}

/** Fresh activation links for every unconfirmed notice of the address; the caller answers the same either way. */
export async function resendActivation(
  ctx: AppContext,
  rawEmail: string,
  clientAddress: string,
): Promise<void> {
  const email = rawEmail.toLowerCase();
  await limitLinkRequests(ctx, "resend-activation", email, clientAddress);
  const now = ctx.clock.now();
  const sent = await ctx.db.transaction(async (tx) => {
    const waiting = await findUnverifiedNoticesByEmail(tx, email);
    const usualWaitHours = waiting.length ? await getUsualWaitHours(tx, now) : null;
    for (const notice of waiting) {
      const { token, tokenHash } = createVerificationToken();
      const expiresAt = new Date(now.getTime() + LIMITS.verificationTtlHours * HOUR);
      await insertVerificationToken(tx, { noticeId: notice.id, tokenHash, expiresAt, createdAt: now });
      const manageUrl = await issueManageLink(tx, ctx.config, notice.id, now);
      const url = verificationUrl(ctx, token);
      await ctx.mail.enqueue(
        tx,
        verificationMail({ to: notice.contactEmail, title: notice.title, url, manageUrl, usualWaitHours }),
      );
    }
    return waiting.length;
  });
  if (sent) ctx.mail.kick();
}

/** A one-hour, single-use link to the address's data, mailed to it; the caller answers the same either way. */
export async function requestMyDataLink(
  ctx: AppContext,
  rawEmail: string,
  clientAddress: string,
): Promise<void> {
  const email = rawEmail.toLowerCase();
  await limitLinkRequests(ctx, "my-data", email, clientAddress);
  const now = ctx.clock.now();
  const { token, tokenHash } = createVerificationToken();
  await ctx.db.transaction(async (tx) => {
    await insertMyDataToken(tx, {
      email,
      tokenHash,
      expiresAt: new Date(now.getTime() + MY_DATA_LINK_TTL),
      createdAt: now,
    });
    await ctx.mail.enqueue(tx, myDataMail(email, `${ctx.config.publicUrl}/my-data/${token}`));
  });
  ctx.mail.kick();
}

async function requireMyDataEmail(ctx: AppContext, token: string): Promise<string> {
  const row = await findMyDataToken(ctx.db, hashVerificationToken(token));
  if (!row || row.usedAt) throw notFound(MY_DATA_LINK_NOT_FOUND);
  if (row.expiresAt <= ctx.clock.now()) throw new AppError(410, MY_DATA_LINK_EXPIRED);
  return row.email;
}

const iso = (d: Date) => d.toISOString();

/** GET: lists, never changes anything (a mail scanner may open it). */
export async function listMyData(ctx: AppContext, token: string): Promise<MyData> {
  const email = await requireMyDataEmail(ctx, token);
  const data = await findDataByEmail(ctx.db, email);
  return {
    email,
    notices: data.notices.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
    comments: data.comments.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    contactMessages: [
      ...data.contactMessages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
      // Replies in conversations (issue 35), after the first messages; ids negated to keep the two kinds apart.
      ...(await listConversationMessagesByEmail(ctx.db, email)).map((m) => ({
        id: -Number(m.id),
        noticeTitle: m.notice_title ?? "(notice deleted)",
        message: m.body,
        createdAt: iso(new Date(m.created_at)),
      })),
    ],
    subscriptions: data.subscriptions.map((s) => ({ ...s, createdAt: iso(s.createdAt) })),
    savedSearches: data.alerts.map((a) => ({
      id: a.id,
      description: describeSavedSearch({
        search: a.search,
        location: a.location ?? undefined,
        category: a.category ?? undefined,
      }),
      createdAt: iso(a.createdAt),
    })),
  };
}

/**
 * Erases the address everywhere: its notices (their comments, messages and tokens by cascade), its comments and
 * messages on other notices, its subscriptions, mail to it still in the outbox, and its "my data" links. Answers the
 * counts and the image URLs of the deleted notices.
 */
async function eraseAddress(tx: Executor, email: string) {
  const editImages = await findEditImages(tx, { email });
  // Conversations first: the address's notices going would leave them without their poster. What the screen learned
  // from their messages goes with them.
  await forgetMessageDecisions(tx, await listConversationBodiesByEmail(tx, email));
  await deleteConversationsByEmail(tx, email);
  const notices = await deleteNoticesByEmail(tx, email);
  const comments = await deleteCommentsByAuthorEmail(tx, email);
  const contactMessages = await deleteContactMessagesByEmail(tx, email);
  const subscriptions = await deleteSubscribersByEmail(tx, email);
  await deleteMailTo(tx, email);
  await deleteMyDataTokensOf(tx, email);
  return {
    imageUrls: [...notices.map((n) => n.imageUrl), ...editImages],
    counts: { notices: notices.length, comments: comments.length, contactMessages, subscriptions },
  };
}

/** The one button: everything tied to the address goes, images included; the link is spent. */
export async function deleteMyData(ctx: AppContext, token: string): Promise<MyDataDeleted> {
  await requireMyDataEmail(ctx, token);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const claimed = await consumeMyDataToken(tx, hashVerificationToken(token), now);
    if (!claimed) throw notFound(MY_DATA_LINK_NOT_FOUND);
    return eraseAddress(tx, claimed.email);
  });
  for (const imageUrl of result.imageUrls) await deleteNoticeImage(ctx, imageUrl);
  return result.counts;
}
