import { DAY, HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";
import { conflict, notFound } from "../errors";
import { toAdminNotice } from "../notices/notice-dto";
import { updateNotice } from "../notices/notice-repository";
import { revokeManageTokens } from "../notices/manage-token-repository";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { findVerifiedNoticeForUpdate } from "./admin-notice-repository";
import type { SpamLane, SpamReason } from "../../common/moderation-lane-schemas";
import { listWatchWords } from "../signals/signals-repository";
import { findWatchWords, textSignals } from "../signals/text-signals";
import { isLikelySpam, spamScore, SPAM_THRESHOLD, type SpamFacts } from "./spam-score";
import { screenContent } from "../signals/content-screen";
import { readScreenLists } from "../signals/screen-lists-service";
import { learnedReason, noticeText, recordScreenDecision } from "../signals/learned-screen";
import { assistReasons, readAssistRules } from "../signals/assist-rules";
import {
  countSpamLane,
  countUnapprovedByAddress,
  countUnapprovedByEmail,
  deleteDecidedSpamLane,
  deleteSpamLane,
  findExpiredSpamLaneIds,
  findPostingSignals,
  findQueuedSiblings,
  findSameTextElsewhere,
  findSpamLanePage,
  hasRejectedSpamLike,
  insertSpamLane,
} from "./spam-lane-repository";
import { posterRecord, recordPosterOutcome } from "./trust-service";
import { SYSTEM_ACTOR } from "../audit/audit-actor";
import { noticeSnapshot } from "../notices/notice-snapshot";

/** Untouched this long, a held notice is rejected as spam (without a mail). */
export const SPAM_LANE_DAYS = 7;
export const SPAM_LANE_PAGE_SIZE = 100;
const SPAM_TEXT_WINDOW_MS = 30 * DAY;
const NOT_IN_LANE = "This notice is not in the Likely spam lane";

interface Assessment {
  score: number;
  reasons: SpamReason[];
  addressHash: string | null;
  sameTextIds: number[];
}

/** The facts of a confirmed notice, counted around its posting time, scored by spam-score.ts. */
export async function assessNotice(tx: Executor, notice: Notice, now: Date): Promise<Assessment> {
  const watch = await listWatchWords(tx);
  const text = `${notice.title}\n${notice.description}`;
  const inText = textSignals(notice.title, notice.description, watch);
  const linkSignal = inText.find((s) => s.kind === "links");
  const posting = await findPostingSignals(tx, notice.id);
  const record = await posterRecord(tx, notice.contactEmail, now);
  const hourBefore = new Date(notice.createdAt.getTime() - HOUR);
  const sameText = await findSameTextElsewhere(tx, notice, new Date(notice.createdAt.getTime() - DAY));
  const isNewPoster = record.approved === 0;
  const content = screenContent(
    {
      kind: "notice",
      title: notice.title,
      description: notice.description,
      externalLink: notice.externalLink,
      category: notice.category,
    },
    await readScreenLists(tx),
  );
  const learned = await learnedReason(tx, noticeText(notice), now);
  const links =
    (linkSignal ? Number(/^\d+/.exec(linkSignal.label)?.[0] ?? 1) : 0) + (notice.externalLink ? 1 : 0);
  const assist = assistReasons(
    await readAssistRules(tx),
    { text: `${text}\n${notice.externalLink ?? ""}`, links, isNewPoster },
    SPAM_THRESHOLD,
  );
  const facts: SpamFacts = {
    blockWords: findWatchWords(
      text,
      watch.filter((w) => w.kind === "block"),
    ).map((w) => w.word),
    links: linkSignal ? Number(/^\d+/.exec(linkSignal.label)?.[0] ?? 1) : 0,
    isNewPoster,
    contactInText: inText.some((s) => s.kind === "contact_in_text"),
    watchWords: findWatchWords(
      text,
      watch.filter((w) => w.kind === "flag"),
    ).map((w) => w.word),
    capitals: inText.some((s) => s.kind === "capitals"),
    priceOutlier: posting.signals.some((s) => s.kind === "price_outlier"),
    // Copies posted from loopback are not counted: behind an untrusted proxy every visitor shares that address.
    sameTextAddresses: new Set(sameText.filter((n) => n.addressHash).map((n) => n.contactEmail.toLowerCase()))
      .size,
    matchesRejectedSpam: await hasRejectedSpamLike(tx, notice, new Date(now.getTime() - SPAM_TEXT_WINDOW_MS)),
    // Notices a moderator already approved are vetted: a trusted shop posting three items is no burst.
    postsFromEmailLastHour: await countUnapprovedByEmail(tx, notice.contactEmail, hourBefore),
    postsFromAddressLastHour: posting.posterAddressHash
      ? await countUnapprovedByAddress(tx, posting.posterAddressHash, hourBefore)
      : 0,
    screened: [...content.reasons, ...(learned ? [{ kind: "learned" as const, ...learned }] : []), ...assist],
  };
  return {
    ...spamScore(facts),
    addressHash: posting.posterAddressHash,
    sameTextIds: sameText.map((n) => n.id),
  };
}

async function hold(tx: Executor, notice: Notice, assessment: Assessment, now: Date) {
  const { score, reasons } = assessment;
  await insertSpamLane(tx, { noticeId: notice.id, score, reasons, heldAt: now });
  await insertAudit(
    tx,
    SYSTEM_ACTOR,
    { action: "spam_hold", targetType: "notice", targetId: notice.id, details: { score, reasons } },
    now,
  );
}

const PULLS_SIBLINGS = new Set(["same_text", "burst_email", "burst_address", "spam_text"]);

/**
 * A just-confirmed notice that scores as likely spam goes to the lane instead of the queue. When it was caught by what
 * it shares with others (the same text, a burst from one address), the queued notices it shares them with are scored
 * again now and held too if they reach the threshold. Answers the assessment and whether the notice was held.
 */
export async function holdIfLikelySpam(tx: Executor, notice: Notice, now: Date) {
  const assessment = await assessNotice(tx, notice, now);
  if (!isLikelySpam(assessment.score)) return { held: false, assessment };
  await hold(tx, notice, assessment, now);
  if (assessment.reasons.some((r) => PULLS_SIBLINGS.has(r.kind))) {
    const since = new Date(notice.createdAt.getTime() - HOUR);
    const siblings = await findQueuedSiblings(
      tx,
      notice,
      assessment.addressHash,
      since,
      assessment.sameTextIds,
    );
    for (const sibling of siblings) {
      const again = await assessNotice(tx, sibling, now);
      if (isLikelySpam(again.score)) await hold(tx, sibling, again, now);
    }
  }
  return { held: true, assessment };
}

/** The "Likely spam" lane: each notice with why it is there and when it will be rejected. */
export async function getSpamLane(ctx: AppContext): Promise<SpamLane> {
  const rows = await findSpamLanePage(ctx.db, SPAM_LANE_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      notice: toAdminNotice(r.notice),
      score: r.score,
      reasons: r.reasons as SpamReason[],
      heldAt: r.heldAt.toISOString(),
      rejectsAt: new Date(r.heldAt.getTime() + SPAM_LANE_DAYS * DAY).toISOString(),
    })),
    total: await countSpamLane(ctx.db),
  };
}

/** A moderator releases a held notice into the review queue (it stays pending). */
export async function releaseFromSpamLane(ctx: AppContext, id: number, actor: AuditActor): Promise<Notice> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const notice = await findVerifiedNoticeForUpdate(tx, id);
    if (!notice) throw notFound("Notice not found");
    if (notice.status !== "pending" || !(await deleteSpamLane(tx, id))) throw conflict(NOT_IN_LANE);
    await insertAudit(tx, actor, { action: "spam_release", targetType: "notice", targetId: id }, now);
    await recordScreenDecision(tx, notice, "released", now);
    return notice;
  });
}

/** Rejects one held notice as spam, without a mail; its manage links stop working. */
async function rejectHeldSpam(tx: Executor, id: number, now: Date): Promise<boolean> {
  const current = await findVerifiedNoticeForUpdate(tx, id);
  await deleteSpamLane(tx, id);
  if (!current || current.status !== "pending") return false;
  const rejected = await updateNotice(tx, id, {
    status: "rejected",
    rejectionReason: "spam",
    rejectionNote: null,
    updatedAt: now,
  });
  const revokedManageTokenIds = await revokeManageTokens(tx, id, now);
  const details = {
    before: noticeSnapshot(current),
    reason: "spam",
    automatic: true,
    heldDays: SPAM_LANE_DAYS,
    revokedManageTokenIds,
  };
  await insertAudit(tx, SYSTEM_ACTOR, { action: "reject", targetType: "notice", targetId: id, details }, now);
  await recordPosterOutcome(tx, rejected, "strike", now);
  return true;
}

export const SPAM_LANE_BATCH = 200;

/** Rejects (as spam, no mail) the held notices whose 7 days are up; drops lane rows decided another way. */
export async function rejectExpiredSpamLane(tx: Executor, now: Date): Promise<number> {
  await deleteDecidedSpamLane(tx);
  const ids = await findExpiredSpamLaneIds(
    tx,
    new Date(now.getTime() - SPAM_LANE_DAYS * DAY),
    SPAM_LANE_BATCH,
  );
  let rejected = 0;
  for (const id of ids) if (await rejectHeldSpam(tx, id, now)) rejected += 1;
  return rejected;
}
