import type { AppContext } from "../context";
import { AppError } from "../errors";
import {
  consumeVerificationToken,
  findVerificationToken,
  markNoticeVerified,
} from "./verification-repository";
import { hashVerificationToken } from "./verification-tokens";

export const INVALID_LINK_MESSAGE = "Invalid or already used verification link";
export const EXPIRED_LINK_MESSAGE = "Verification link expired";

/**
 * The poster followed the e-mailed link: the notice is verified and joins the moderation queue. Unknown or used → 400,
 * expired → 410 (server-contract.md §3). The category lets the page say how long the notice will be visible.
 */
export async function verifyNotice(
  ctx: AppContext,
  token: string,
): Promise<{ id: number; title: string; category: string }> {
  const tokenHash = hashVerificationToken(token);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const noticeId = await consumeVerificationToken(tx, tokenHash, now);
    if (noticeId !== null) {
      const notice = await markNoticeVerified(tx, noticeId, now);
      if (notice) return notice;
    }
    const existing = await findVerificationToken(tx, tokenHash);
    if (existing && !existing.usedAt && existing.expiresAt <= now)
      throw new AppError(410, EXPIRED_LINK_MESSAGE);
    throw new AppError(400, INVALID_LINK_MESSAGE);
  });
}
