import { saveAuditedSettings } from "../audit/audited-settings";
import crypto from "node:crypto";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";
import type { AuditActor } from "../audit/audit-repository";
import { findSetting } from "../db/settings-repository";
import type { TrustSettings } from "../../common/moderation-lane-schemas";
import {
  countPosterOutcomes,
  deletePosterOutcome,
  insertSettingIfAbsent,
  upsertPosterOutcome,
  type PosterOutcome,
} from "./trust-repository";

/** A strike (a rejection, or a removal of a live notice) this recent ends trust. */
export const TRUST_STRIKE_DAYS = 180;
export const DEFAULT_TRUST_SETTINGS: TrustSettings = { enabled: true, threshold: 3 };

const KEYS = { enabled: "trust.enabled", threshold: "trust.threshold", hashKey: "trust.hash_key" };

export async function readTrustSettings(db: Executor): Promise<TrustSettings> {
  const enabled = await findSetting(db, KEYS.enabled);
  const threshold = await findSetting(db, KEYS.threshold);
  return {
    enabled: typeof enabled === "boolean" ? enabled : DEFAULT_TRUST_SETTINGS.enabled,
    threshold: typeof threshold === "number" ? threshold : DEFAULT_TRUST_SETTINGS.threshold,
  };
}

/** An admin turns the rule on or off and sets the threshold; audited with before and after. */
export function saveTrustSettings(
  ctx: AppContext,
  input: TrustSettings,
  actor: AuditActor,
): Promise<TrustSettings> {
  const keys = { enabled: KEYS.enabled, threshold: KEYS.threshold };
  return saveAuditedSettings(
    ctx,
    actor,
    { action: "trust_settings_change", keys, read: readTrustSettings },
    input,
  );
}

/**
 * The key of the posters' hashes: 256 random bits made on first use and kept in the settings table, so the outcome
 * table alone cannot be matched to addresses by hashing guesses.
 */
async function hashKey(db: Executor, now: Date): Promise<string> {
  const stored = await findSetting(db, KEYS.hashKey);
  if (typeof stored === "string") return stored;
  // Two first uses at once must agree on one key: the first insert wins.
  await insertSettingIfAbsent(db, KEYS.hashKey, crypto.randomBytes(32).toString("hex"), now);
  return (await findSetting(db, KEYS.hashKey)) as string;
}

/** HMAC-SHA256 of the lower-cased address under the board's key: what the trust records keep instead of it. */
export async function posterHash(db: Executor, email: string, now: Date): Promise<string> {
  const key = await hashKey(db, now);
  return crypto.createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}

/** Records a moderation decision on a notice for its poster's trust: approved, or a strike (rejected or removed). */
export async function recordPosterOutcome(tx: Executor, notice: Notice, outcome: PosterOutcome, now: Date) {
  if (!notice.contactEmail) return;
  const hash = await posterHash(tx, notice.contactEmail, now);
  await upsertPosterOutcome(tx, { noticeId: notice.id, posterHash: hash, outcome, decidedAt: now });
}

/** After an undo the record follows the notice back: live again is approved, pending again is undecided. */
export async function syncPosterOutcome(tx: Executor, notice: Notice, now: Date) {
  if (notice.status === "pending") return deletePosterOutcome(tx, notice.id);
  if (notice.status === "rejected") return recordPosterOutcome(tx, notice, "strike", now);
  if (notice.approvedAt) return recordPosterOutcome(tx, notice, "approved", now);
}

/** How the poster's notices were decided: approved ever, and struck in the last 180 days. */
export async function posterRecord(db: Executor, email: string, now: Date) {
  if (!email) return { approved: 0, strikes: 0 };
  const hash = await posterHash(db, email, now);
  return countPosterOutcomes(db, hash, new Date(now.getTime() - TRUST_STRIKE_DAYS * DAY));
}

/**
 * Trusted: the rule is on, at least `threshold` of the address's notices were approved, and none was rejected or
 * removed in the last 180 days.
 */
export async function isTrustedPoster(db: Executor, email: string, now: Date): Promise<boolean> {
  const settings = await readTrustSettings(db);
  if (!settings.enabled) return false;
  const { approved, strikes } = await posterRecord(db, email, now);
  return strikes === 0 && approved >= settings.threshold;
}
