import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sameAddress } from "../db/same-address";
import {
  comments,
  contactMessages,
  emailSubscribers,
  myDataTokens,
  notices,
  savedSearches,
} from "../db/schema";

export async function insertMyDataToken(
  db: Executor,
  values: { email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(myDataTokens).values(values);
}

/** The token row, used or not, expired or not (the service tells them apart). */
export async function findMyDataToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(myDataTokens).where(eq(myDataTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Notices never confirmed, posted under the address: a new activation link goes out for each. */
export async function findUnverifiedNoticesByEmail(db: Executor, email: string) {
  return db
    .select({ id: notices.id, title: notices.title, contactEmail: notices.contactEmail })
    .from(notices)
    .where(and(sameAddress(notices.contactEmail, email), isNull(notices.verifiedAt)));
}

/** Everything tied to an address: notices posted, comments written, messages sent, subscriptions, saved searches. */
export async function findDataByEmail(db: Executor, email: string) {
  const ownNotices = await db
    .select({ id: notices.id, title: notices.title, status: notices.status, createdAt: notices.createdAt })
    .from(notices)
    .where(sameAddress(notices.contactEmail, email))
    .orderBy(notices.createdAt);
  const ownComments = await db
    .select({
      id: comments.id,
      noticeTitle: notices.title,
      content: comments.content,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(notices, eq(notices.id, comments.noticeId))
    .where(sameAddress(comments.authorEmail, email))
    .orderBy(comments.createdAt);
  const messages = await db
    .select({
      id: contactMessages.id,
      noticeTitle: notices.title,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .innerJoin(notices, eq(notices.id, contactMessages.noticeId))
    .where(sameAddress(contactMessages.email, email))
    .orderBy(contactMessages.createdAt);
  const subscriptions = await db
    .select({ email: emailSubscribers.email, createdAt: emailSubscribers.createdAt })
    .from(emailSubscribers)
    .where(sameAddress(emailSubscribers.email, email));
  const alerts = await db
    .select({
      id: savedSearches.id,
      search: savedSearches.search,
      location: savedSearches.location,
      category: savedSearches.category,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .innerJoin(emailSubscribers, eq(emailSubscribers.id, savedSearches.subscriberId))
    .where(sameAddress(emailSubscribers.email, email))
    .orderBy(savedSearches.id);
  return { notices: ownNotices, comments: ownComments, contactMessages: messages, subscriptions, alerts };
}

/** Spends every "my data" link of the address (its data is gone: the links would show nothing). */
export async function deleteMyDataTokensOf(db: Executor, email: string): Promise<void> {
  await db.delete(myDataTokens).where(sameAddress(myDataTokens.email, email));
}

/** Claims an unused, unexpired token (single use): two presses at once delete once. */
export async function consumeMyDataToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(myDataTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(myDataTokens.tokenHash, tokenHash),
        isNull(myDataTokens.usedAt),
        gt(myDataTokens.expiresAt, now),
      ),
    )
    .returning({ email: myDataTokens.email });
  return row ?? null;
}
