/**
 * Learning from the board's own decisions (issue 36): each approval, reject-as-spam, release from the lane and removal
 * after reports is kept as a labelled text; a background job (advisory lock 1400) retrains the naive Bayes model when
 * they changed, and the screen reads the model as one capped signal.
 */
import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";
import type { Job } from "../jobs/job-runner";
import { classify, emptyModel, topTokens, train, type BayesModel, type Label } from "./naive-bayes";
import { LEARNED_MIN_EACH, SCREEN_WEIGHTS } from "./screen-weights";
import {
  countScreenDecisions,
  deleteScreenDecision,
  deleteScreenDecisionByNotice,
  deleteMessageDecisionsBefore,
  deleteMessageDecisionsWithText,
  findScreenModel,
  listScreenDecisions,
  saveScreenModel,
  screenDecisionsVersion,
  upsertScreenDecision,
} from "./screen-repository";

export const TRAIN_SCREEN_LOCK = 1400;
/** Below this many decisions of either class the model says nothing. */
export const LEARNED_MIN_TO_SPEAK = 5;
/** Log-odds per point of score. */
const LOG_ODDS_PER_POINT = 1;

export type DecisionSource = "approved" | "rejected_spam" | "released" | "removed_reported";
/** A relayed message's lesson: released from the Messages lane (genuine), or its sender blocked (scam). */
export type MessageDecisionSource = "message_released" | "message_blocked";
const LABEL_OF: Record<DecisionSource | MessageDecisionSource, Label> = {
  approved: "ham",
  released: "ham",
  rejected_spam: "spam",
  removed_reported: "spam",
  message_released: "ham",
  message_blocked: "spam",
};

export function noticeText(notice: Pick<Notice, "title" | "description" | "externalLink">): string {
  return [notice.title, notice.description, notice.externalLink ?? ""].join("\n");
}

/** Keeps a moderator's decision on a notice for the next training (the latest decision on a notice wins). */
export async function recordScreenDecision(tx: Executor, notice: Notice, source: DecisionSource, now: Date) {
  await upsertScreenDecision(tx, {
    noticeId: notice.id,
    text: noticeText(notice),
    label: LABEL_OF[source],
    source,
    decidedAt: now,
  });
}

/**
 * Keeps a moderator's decision on a relayed message for the next training: one row per message (no notice), its
 * text only. Kept no longer than the messages themselves (delete-old-messages-job.ts, "Delete my data").
 */
export async function recordMessageDecision(
  tx: Executor,
  text: string,
  source: MessageDecisionSource,
  now: Date,
) {
  await upsertScreenDecision(tx, { noticeId: null, text, label: LABEL_OF[source], source, decidedAt: now });
}

/** Retrains when the decisions changed since the stored model; answers whether it did. */
export async function trainScreenModel(tx: Executor, now: Date): Promise<boolean> {
  const version = await screenDecisionsVersion(tx);
  const stored = await findScreenModel(tx);
  if (stored?.decisionsVersion === version) return false;
  const decisions = await listScreenDecisions(tx);
  const model = train(decisions.map((d) => ({ text: d.text, label: d.label as Label })));
  await saveScreenModel(tx, {
    model,
    spamDecisions: model.docs.spam,
    hamDecisions: model.docs.ham,
    decisionsVersion: version,
    trainedAt: now,
  });
  return true;
}

/** Job: retrains the screen's classifier from the moderators' decisions when they changed (advisory lock 1400). */
export function createTrainScreenJob(clock: { now(): Date }): Job {
  return { name: "train-screen", lockKey: TRAIN_SCREEN_LOCK, run: (tx) => trainScreenModel(tx, clock.now()) };
}

/** The most the model may move a score, by how much it has seen. */
export function learnedCap(spam: number, ham: number): number {
  if (Math.min(spam, ham) < LEARNED_MIN_TO_SPEAK) return 0;
  return Math.min(spam, ham) >= LEARNED_MIN_EACH
    ? SCREEN_WEIGHTS.learnedCapTrained
    : SCREEN_WEIGHTS.learnedCapCold;
}

/** The model's verdict on a text as a reason with a whole-number weight (positive: spam-like), or nothing. */
export function learnedFromModel(model: BayesModel, text: string) {
  const cap = learnedCap(model.docs.spam, model.docs.ham);
  if (cap === 0) return null;
  const { logOdds, top } = classify(model, text);
  const weight = Math.max(-cap, Math.min(cap, Math.round(logOdds / LOG_ODDS_PER_POINT)));
  if (weight === 0) return null;
  const side = weight > 0 ? top.filter((t) => t.weight > 0) : top.filter((t) => t.weight < 0);
  const words = side
    .slice(0, 3)
    .map((t) => `"${t.token}"`)
    .join(", ");
  const label =
    weight > 0
      ? `Like notices moderators rejected as spam${words ? `: ${words}` : ""}`
      : `Like notices moderators approved${words ? `: ${words}` : ""}`;
  return { label, weight, top };
}

export async function learnedReason(db: Executor, text: string, _now: Date) {
  const stored = await findScreenModel(db);
  if (!stored) return null;
  const found = learnedFromModel(stored.model as BayesModel, text);
  return found ? { label: found.label, weight: found.weight } : null;
}

/** The "What the screen learned" panel: top spam and ham tokens, decisions, last trained, the latest decisions. */
export async function getScreenLearned(db: Executor) {
  const stored = await findScreenModel(db);
  const model = (stored?.model as BayesModel | undefined) ?? emptyModel();
  const tokens = topTokens(model, 15);
  const recent = await listScreenDecisions(db, 50);
  return {
    spamTokens: tokens.spam.map((t) => ({ token: t.token, weight: Number(t.weight.toFixed(2)) })),
    hamTokens: tokens.ham.map((t) => ({ token: t.token, weight: Number(t.weight.toFixed(2)) })),
    decisions: { spam: await countScreenDecisions(db, "spam"), ham: await countScreenDecisions(db, "ham") },
    trainedOn: { spam: stored?.spamDecisions ?? 0, ham: stored?.hamDecisions ?? 0 },
    lastTrainedAt: stored?.trainedAt.toISOString() ?? null,
    recent: recent.map((d) => ({
      id: d.id,
      noticeId: d.noticeId,
      label: d.label as Label,
      source: d.source,
      excerpt: d.text.slice(0, 120),
      decidedAt: d.decidedAt.toISOString(),
    })),
  };
}

/** An undone decision on a notice is forgotten. */
export async function forgetNoticeDecision(db: Executor, noticeId: number) {
  await deleteScreenDecisionByNotice(db, noticeId);
}

/** Forgets one decision: the next training leaves it out. Answers false when there was none. */
export async function forgetScreenDecision(db: Executor, id: number): Promise<boolean> {
  return Boolean(await deleteScreenDecision(db, id));
}

/** Relayed messages' decisions go when the messages would have: 90 days on (the delete-old-messages job). */
export async function forgetMessageDecisionsBefore(db: Executor, before: Date): Promise<number> {
  return deleteMessageDecisionsBefore(db, before);
}

/** "Delete my data": the decisions on the erased conversations' messages go with them. */
export async function forgetMessageDecisions(db: Executor, texts: string[]): Promise<void> {
  await deleteMessageDecisionsWithText(db, texts);
}
