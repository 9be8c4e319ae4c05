import { MINUTE } from "../clock";
import type { AppContext } from "../context";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError, conflict } from "../errors";
import {
  claimRecoveryCode,
  claimTotpStep,
  findAdminById,
  findAdminByUsername,
  listAdminsWithTotpSecrets,
  replaceRecoveryCodes,
  updateTotpSecrets,
  updateMfaEnabled,
  updatePendingMfaSecret,
  type AdminRow,
} from "./admin-repository";
import {
  countChallengeFailure,
  deleteChallenge,
  findLiveChallenge,
  insertChallenge,
} from "./admin-session-repository";
import {
  countLoginFailure,
  isKnownClient,
  loginRules,
  recordSignIn,
  requireAddressAllowed,
} from "./admin-auth-service";
import { auditLoginFailure } from "./login-failure-service";
import { hashSessionId, newCookieSecret } from "./admin-session";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";
import { totpSecretBox } from "./totp-secret-box";
import { generateTotpSecret, isReplayedTotp, matchTotpStep, otpauthUri } from "./totp";

export const MFA_ISSUER = "Shropshire Noticeboard";
/** Time to find the phone and type the code after the password. */
const CHALLENGE_MS = 5 * MINUTE;
/** Wrong codes one password entry allows; then the password is asked for again. */
const CHALLENGE_MAX_FAILURES = 5;

const timedOut = () => new AppError(401, "Your sign-in has timed out. Please enter your password again.");
const wrongCode = () => new AppError(401, "That code is not right. Please try again.");
const replayedCode = () =>
  new AppError(401, "That code has already been used. Please wait for the next code from your app.");

/** After a right password for an admin with two-factor sign-in: the cookie value naming the half-done login. */
export async function startLoginChallenge(
  ctx: AppContext,
  adminId: number,
): Promise<{ value: string; maxAgeSeconds: number }> {
  const now = ctx.clock.now();
  const { value, idHash } = newCookieSecret();
  await insertChallenge(ctx.db, { idHash, adminId, now, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
  return { value, maxAgeSeconds: CHALLENGE_MS / 1000 };
}

/**
 * The login's second step: a 6-digit TOTP code (of a step later than the last one used) or an unused recovery
 * code. Wrong codes count against the same per-address and per-account counters as wrong passwords, and are recorded
 * as failed logins for the moderator to see.
 */
export async function completeLoginChallenge(
  ctx: AppContext,
  challengeValue: string | undefined,
  code: string,
  ip: string,
  deviceCookie: string | undefined,
): Promise<AdminRow> {
  if (!challengeValue || challengeValue.length > 200) throw timedOut();
  const idHash = hashSessionId(challengeValue);
  const now = ctx.clock.now();
  const admin = await findLiveChallenge(ctx.db, idHash, now, CHALLENGE_MAX_FAILURES);
  if (!admin?.mfaSecret) throw timedOut();
  const rules = loginRules(ip);
  // No account throttle here: the challenge already proves the password, and allows five codes.
  const { known } = await isKnownClient(ctx, admin, ip, deviceCookie);
  await requireAddressAllowed(ctx, rules, known);
  const secret = totpSecretBox(ctx.config).open(admin.mfaSecret);
  if (await acceptCode(ctx, admin, secret, code, now)) {
    await deleteChallenge(ctx.db, idHash);
    await recordSignIn(ctx, admin, rules, known);
    return admin;
  }
  await countChallengeFailure(ctx.db, idHash);
  await countLoginFailure(ctx, rules);
  await auditLoginFailure(ctx, admin.username, "code");
  throw isReplayedTotp(secret, code, now, admin.mfaLastStep) ? replayedCode() : wrongCode();
}

async function acceptCode(
  ctx: AppContext,
  admin: AdminRow,
  secret: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const step = matchTotpStep(secret, code, now, admin.mfaLastStep);
    return step !== undefined && (await claimTotpStep(ctx.db, admin.id, step));
  }
  const used = await claimRecoveryCode(ctx.db, admin.id, hashRecoveryCode(code), now);
  if (used) ctx.log.warn({ adminId: admin.id }, "admin signed in with a recovery code");
  return used;
}

/** Dashboard enrolment, first half: a new secret kept pending until a code from it comes back. */
export async function beginMfaEnrolment(
  ctx: AppContext,
  adminId: number,
): Promise<{ secret: string; otpauthUri: string }> {
  const admin = await findAdminById(ctx.db, adminId);
  if (!admin) throw new AppError(401, "Authentication required");
  if (admin.mfaEnabledAt) throw conflict("Two-factor sign-in is already on for this account");
  const secret = generateTotpSecret();
  await updatePendingMfaSecret(ctx.db, adminId, totpSecretBox(ctx.config).seal(secret));
  return { secret, otpauthUri: otpauthUri(MFA_ISSUER, admin.username, secret) };
}

/** Dashboard enrolment, second half: the first code proves the app holds the secret; answers the recovery codes. */
export async function confirmMfaEnrolment(ctx: AppContext, adminId: number, code: string): Promise<string[]> {
  const admin = await findAdminById(ctx.db, adminId);
  if (!admin) throw new AppError(401, "Authentication required");
  if (admin.mfaEnabledAt) throw conflict("Two-factor sign-in is already on for this account");
  if (!admin.mfaPendingSecret) throw conflict("Start setting up two-factor sign-in again");
  const now = ctx.clock.now();
  const box = totpSecretBox(ctx.config);
  const pending = box.open(admin.mfaPendingSecret);
  const step = matchTotpStep(pending, code, now, null);
  if (step === undefined) {
    const message = "That code is not right. Check the time on your phone is correct and try again.";
    throw new AppError(400, message, { code: message });
  }
  return enableMfa(ctx.db, admin.id, box.seal(pending), step, now);
}

/** `sealedSecret`: as totpSecretBox seals it, never the plain secret. */
async function enableMfa(db: Db, adminId: number, sealedSecret: string, step: number | null, now: Date) {
  const codes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    await updateMfaEnabled(tx, adminId, sealedSecret, step, now);
    await replaceRecoveryCodes(tx, adminId, codes.map(hashRecoveryCode));
  });
  return codes;
}

/**
 * `npm run admin -- mfa <username>`: turns two-factor sign-in on (or starts it afresh with a new secret, e.g. after a
 * lost phone) and answers what the operator hands to the admin.
 */
export async function enrolMfaFromTerminal(
  db: Db,
  config: Config,
  username: string,
  now: Date,
): Promise<{ otpauthUri: string; secret: string; recoveryCodes: string[] }> {
  const admin = await findAdminByUsername(db, username);
  if (!admin) throw new Error(`No admin named ${username}`);
  const secret = generateTotpSecret();
  const recoveryCodes = await enableMfa(db, admin.id, totpSecretBox(config).seal(secret), null, now);
  return { otpauthUri: otpauthUri(MFA_ISSUER, admin.username, secret), secret, recoveryCodes };
}

/**
 * At start: every TOTP secret stored plain (before issue 34) or under the previous key is sealed under the current
 * one. Answers how many were.
 */
export async function sealStoredTotpSecrets(db: Db, config: Config): Promise<number> {
  const box = totpSecretBox(config);
  let sealed = 0;
  for (const row of await listAdminsWithTotpSecrets(db)) {
    const stale = (value: string | null) => value !== null && !box.isCurrent(value);
    if (!stale(row.mfaSecret) && !stale(row.mfaPendingSecret)) continue;
    const reseal = (value: string | null) => (value === null ? null : box.seal(box.open(value)));
    await updateTotpSecrets(db, row.id, reseal(row.mfaSecret), reseal(row.mfaPendingSecret));
    sealed++;
  }
  return sealed;
}
