import type { ContactInput } from "../../common/contact-schemas";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { AppError, notFound } from "../errors";
import { BLOCKED_SENDER_MESSAGE } from "../../common/contact-form-answers";
import { addressHash } from "../address-hash";
import { isBlockedSender } from "../moderation/contact-admin-repository";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { startConversation } from "./conversation-service";
import { findContactableNotice, insertContactMessage } from "./contact-repository";

export const CONTACT_MESSAGES_PER_HOUR = 10;

/**
 * Stores a visitor's message and starts a conversation with it (issue 35): screened, then relayed to the poster masked
 * (neither side sees the other's address), with the visitor's copy carrying their own conversation link, all in one
 * transaction. The answer is what the visitor sent: never the poster's address.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactInput, clientAddress: string) {
  await requireRateLimit(
    ctx.db,
    perAddressRule("contact", clientAddress, CONTACT_MESSAGES_PER_HOUR, HOUR),
    ctx.clock,
    "Too many messages. Please try again later.",
  );
  if (await isBlockedSender(ctx.db, addressHash(input.email)))
    throw new AppError(403, BLOCKED_SENDER_MESSAGE);
  const now = ctx.clock.now();
  const notice = await findContactableNotice(ctx.db, input.noticeId, now);
  if (!notice) throw notFound("Notice not found");
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await insertContactMessage(tx, {
      noticeId: notice.id,
      name: input.name,
      email: input.email,
      message: input.message,
      createdAt: now,
    });
    await startConversation(ctx, tx, notice.id, input, now);
    return saved;
  });
  ctx.mail.kick();
  return {
    id: row.id,
    noticeId: row.noticeId,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
