import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { AppError, notFound } from "../errors";
import { renderMail } from "../mail/mail-template";
import { formatDate } from "../../common/format";
import { createVerificationToken, hashVerificationToken } from "../notices/verification-tokens";
import type { AdminRow } from "./admin-repository";
import { createAdminSession } from "./admin-session";
import { claimEnrolmentLink, findLiveEnrolmentLink, replaceEnrolmentLink } from "./enrolment-link-repository";

/** How long a link to set up two-factor sign-in works. */
export const ENROLMENT_LINK_MS = 24 * HOUR;
export const ENROLMENT_SUBJECT = "Set up two-factor sign-in for Shropshire Noticeboard";

const invalidLink = () =>
  notFound("This link is not valid any more. Sign in with your password to be sent a new one.");

/**
 * Mails the account's own address a fresh one-time link (24 hours) to set up two-factor sign-in: after an admin reset
 * it, or when its owner signs in with the right password before setting it up. Answers false for an account without
 * an address (made from the terminal: `npm run admin -- mfa` is its way).
 */
export async function sendEnrolmentLink(ctx: AppContext, tx: Executor, admin: AdminRow): Promise<boolean> {
  if (!admin.email) return false;
  const now = ctx.clock.now();
  const { token, tokenHash } = createVerificationToken();
  const expiresAt = new Date(now.getTime() + ENROLMENT_LINK_MS);
  await replaceEnrolmentLink(tx, { tokenHash, adminId: admin.id, now, expiresAt });
  await ctx.mail.enqueue(
    tx,
    renderMail({
      to: admin.email,
      subject: ENROLMENT_SUBJECT,
      paragraphs: [
        `Hello ${admin.username},`,
        "Your Shropshire Noticeboard account needs two-factor sign-in before it can be used. Open the link below on this device or another, press the button, then scan the QR code with an authenticator app on your phone.",
        `The link works once, until ${formatDate(expiresAt)}.`,
      ],
      action: { label: "Set up two-factor sign-in", url: `${ctx.config.publicUrl}/admin/enrol/${token}` },
      after: [
        "If you did not just try to sign in, or an admin did not just reset your two-factor sign-in, someone may know your password: tell an admin.",
      ],
    }),
  );
  return true;
}

const hashOf = (token: string) => (token.length > 200 ? undefined : hashVerificationToken(token));

/** GET /api/admin/enrolment/{token}: whose link it is; changes nothing. */
export async function lookUpEnrolmentLink(ctx: AppContext, token: string): Promise<{ username: string }> {
  const hash = hashOf(token);
  const row = hash ? await findLiveEnrolmentLink(ctx.db, hash, ctx.clock.now()) : undefined;
  if (!row) throw invalidLink();
  return { username: row.username };
}

/**
 * POST /api/admin/enrolment/{token}: uses the link and answers a session for the account. An account without a second
 * factor can do nothing with it but set one up (adminGuard), and only such a session can (admin-mfa-routes.ts).
 */
export async function useEnrolmentLink(ctx: AppContext, token: string) {
  const hash = hashOf(token);
  const now = ctx.clock.now();
  const row = hash ? await findLiveEnrolmentLink(ctx.db, hash, now) : undefined;
  if (!row || !(await claimEnrolmentLink(ctx.db, row.id, now))) throw invalidLink();
  const session = await createAdminSession(ctx, row.adminId);
  return { adminId: row.adminId, username: row.username, session };
}

/** ADMIN_REQUIRE_MFA, or an invited or reset account, and no second factor yet. */
export function mustSetUpMfa(ctx: AppContext, admin: AdminRow): boolean {
  return (ctx.config.adminRequireMfa || admin.mfaRequired) && !admin.mfaEnabledAt;
}

/**
 * The right password for an account that must still set up two-factor sign-in: no session (whoever typed it could
 * otherwise enrol their own phone), 403, and a fresh link mailed to the account's own address.
 */
export async function refuseBeforeEnrolment(ctx: AppContext, admin: AdminRow): Promise<never> {
  const sent = await ctx.db.transaction((tx) => sendEnrolmentLink(ctx, tx, admin));
  ctx.log.info({ adminId: admin.id, sent }, "password sign-in before two-factor enrolment refused");
  throw new AppError(
    403,
    sent
      ? "Two-factor sign-in is not set up for this account yet. We have e-mailed you a link to set it up."
      : "Two-factor sign-in is not set up for this account yet. Ask the board's operator to run npm run admin -- mfa for it.",
  );
}
