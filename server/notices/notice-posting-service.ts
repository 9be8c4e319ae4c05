import crypto from "node:crypto";
import { HONEYPOT_FIELD, noticeInputSchema, type NoticeInput } from "../../common/notice-posting-schemas";
import { LIMITS } from "../../common/limits";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { validationError } from "../errors";
import { zodIssuesToErrors } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { deleteNoticeImage, storeNoticeImage } from "../images/image-store";
import { verificationMail } from "./verification-mail";
import type { NewNotice, Notice } from "../db/schema";
import { toPublicNotice } from "./notice-dto";
import type { PublicNotice } from "../../common/notice-types";
import { getUsualWaitHours } from "../audit/usual-wait-service";
import { insertNotice } from "./notice-repository";
import { recordNoticeSignals, requireNoBlockedWords } from "../signals/signals-service";
import { insertVerificationToken } from "./verification-repository";
import { createVerificationToken } from "./verification-tokens";
import { issueManageLink } from "./manage-links";

export const POSTS_PER_HOUR = 5;
export const TOO_MANY_POSTS_MESSAGE =
  "You have posted several notices in the last hour. Please try again later.";

export interface PostNoticeRequest {
  /** The form fields as sent (strings from multipart, or a JSON object). */
  fields: Record<string, unknown>;
  image: Buffer | null;
  clientAddress: string;
}

export function verificationUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/verify/${token}`;
}

function toNewNotice(input: NoticeInput, imageUrl: string | null, now: Date): NewNotice {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    location: input.location,
    eventVenue: input.eventVenue,
    price: input.price,
    contactEmail: input.contactEmail,
    imageUrl,
    eventDate: input.eventDate ? new Date(input.eventDate) : null,
    externalLink: input.externalLink,
    // Featuring is paid for after posting, never granted by the form (product-spec.md §2).
    isFeatured: false,
    featureDuration: 0,
    status: "pending",
    verifiedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** What a bot that filled the honeypot is shown: indistinguishable from a real answer, but stored nowhere. */
function decoyNotice(input: NoticeInput, now: Date): Notice {
  return {
    id: crypto.randomInt(1000, 99_999),
    title: input.title,
    description: input.description,
    category: input.category,
    location: input.location,
    eventVenue: input.eventVenue,
    price: input.price,
    contactEmail: input.contactEmail,
    eventDate: input.eventDate ? new Date(input.eventDate) : null,
    externalLink: input.externalLink,
    status: "pending",
    isFeatured: false,
    featureDuration: 0,
    featuredUntil: null,
    viewCount: 0,
    verifiedAt: null,
    approvedAt: null,
    expiresAt: null,
    outcome: null,
    closedAt: null,
    reservedAt: null,
    rejectionReason: null,
    rejectionNote: null,
    reminderSentAt: null,
    createdAt: now,
    updatedAt: now,
    imageUrl: null,
    search: null,
    personalDataRemovedAt: null,
  };
}

/**
 * A visitor posts a notice: validated, limited per address, its image stored, then the pending notice, its
 * verification token and the activation mail written in one transaction. A filled honeypot gets a plausible answer
 * and nothing is stored or sent.
 */
export async function postNotice(ctx: AppContext, request: PostNoticeRequest): Promise<PublicNotice> {
  const parsed = noticeInputSchema(() => ctx.clock.now()).safeParse(request.fields);
  if (!parsed.success) throw validationError(zodIssuesToErrors(parsed.error.issues));
  const input = parsed.data;
  await requireRateLimit(
    ctx.db,
    perAddressRule("post-notice", request.clientAddress, POSTS_PER_HOUR, HOUR),
    ctx.clock,
    TOO_MANY_POSTS_MESSAGE,
  );
  const now = ctx.clock.now();
  const honeypot = request.fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    ctx.log.info({ clientAddress: request.clientAddress }, "post notice: honeypot filled; nothing stored");
    return toPublicNotice(decoyNotice(input, now));
  }

  await requireNoBlockedWords(ctx.db, input);

  const imageUrl = request.image ? (await storeNoticeImage(ctx, request.image)).imageUrl : null;
  try {
    const usualWaitHours = await getUsualWaitHours(ctx.db, now);
    const notice = await ctx.db.transaction(async (tx) => {
      const row = await insertNotice(tx, toNewNotice(input, imageUrl, now));
      await recordNoticeSignals(tx, row, request.clientAddress, now);
      const { token, tokenHash } = createVerificationToken();
      const expiresAt = new Date(now.getTime() + LIMITS.verificationTtlHours * HOUR);
      await insertVerificationToken(tx, { noticeId: row.id, tokenHash, expiresAt, createdAt: now });
      await ctx.mail.enqueue(
        tx,
        verificationMail({
          to: row.contactEmail,
          title: row.title,
          url: verificationUrl(ctx, token),
          manageUrl: await issueManageLink(tx, ctx.config, row.id, now),
          usualWaitHours,
        }),
      );
      return row;
    });
    ctx.mail.kick();
    return toPublicNotice(notice);
  } catch (err) {
    // No notice points at the image: remove it rather than leave an orphan.
    await deleteNoticeImage(ctx, imageUrl);
    throw err;
  }
}
