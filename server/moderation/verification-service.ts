import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { markNoticeVerified } from "../notices/notice-repository";
import { consumeVerificationToken, findVerificationToken } from "../notices/verification-repository";
import { hashVerificationToken } from "../notices/verification-tokens";
import { routeConfirmedNotice } from "./confirmed-notice-service";

export const INVALID_LINK_MESSAGE = "Invalid or already used verification link";
export const EXPIRED_LINK_MESSAGE = "Verification link expired";
/** A poster verifies once per notice; more from one address is someone trying links. */
export const VERIFICATIONS_PER_HOUR = 20;
export const ALREADY_CONFIRMED_MESSAGE = "Already confirmed";

/**
 * The poster followed the e-mailed link: the notice is verified and routed (confirmed-notice-service.ts). Unknown or used → 400,
 * expired → 410 (server-contract.md §3). A used link whose notice is verified (the poster opened the mail again) → 409,
 * so the page can say the notice is already confirmed rather than that the link failed. The category lets the page say
 * how long the notice will be visible.
 */
export async function verifyNotice(
  ctx: AppContext,
  token: string,
  clientAddress: string,
): Promise<{ id: number; title: string; category: string }> {
  await requireRateLimit(
    ctx.db,
    perAddressRule("verify", clientAddress, VERIFICATIONS_PER_HOUR, HOUR),
    ctx.clock,
    "Too many verification attempts. Please try again later.",
  );
  const tokenHash = hashVerificationToken(token);
  const now = ctx.clock.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const noticeId = await consumeVerificationToken(tx, tokenHash, now);
    if (noticeId !== null) {
      const notice = await markNoticeVerified(tx, noticeId, now);
      if (notice) return { id: notice.id, title: notice.title, category: notice.category };
    }
    const existing = await findVerificationToken(tx, tokenHash);
    if (existing?.usedAt && existing.noticeVerifiedAt) throw new AppError(409, ALREADY_CONFIRMED_MESSAGE);
    if (existing && !existing.usedAt && existing.expiresAt <= now)
      throw new AppError(410, EXPIRED_LINK_MESSAGE);
    throw new AppError(400, INVALID_LINK_MESSAGE);
  });
  // Confirmed: to the "Likely spam" lane, live at once for a trusted poster, or to the review queue.
  await routeConfirmedNotice(ctx, verified.id);
  return verified;
}
