import type { Executor } from "../db/client";
import { screenContent, type ScreenLists } from "./content-screen";
import { MESSAGE_HOLD_SCORE, SCREEN_WEIGHTS } from "./screen-weights";
import { readScreenLists } from "./screen-lists-service";
import { learnedFromModel } from "./learned-screen";
import { findScreenModel } from "./screen-repository";
import type { BayesModel } from "./naive-bayes";

export { MESSAGE_HOLD_SCORE };

/**
 * The scam screen's interface for messages between strangers (the relay). One scorer serves notices and messages
 * (issue 36); this module is the messages' entry point. The relay gathers what only it knows (how many other posters
 * got the same text, whether the sender was blocked or reported) and the screen decides.
 */
export interface MessageToScreen {
  /** The newest text only (quoted history already cut). */
  text: string;
  /** Who wrote it. */
  side: "poster" | "visitor";
  /** The visitor's first message (the one sent with the contact form). */
  isFirstMessage: boolean;
  /** The notice the conversation is about. */
  notice: { title: string; category: string };
  /** How many other conversations got the same (normalised) text from this sender in the last 24 hours. */
  sameTextElsewhere: number;
  /** The sender was blocked by a moderator, or a conversation of theirs is reported. */
  isSenderFlagged: boolean;
}

export interface ScreenVerdict {
  score: number;
  /** Held for a moderator (the Messages lane) instead of delivered. */
  isHeld: boolean;
  /** Each reason in words, for the moderator. */
  reasons: string[];
}

/** What the screen reads from the database: the board's lists and the learned model. */
export interface ScreenLookups {
  lists: ScreenLists;
  model: BayesModel | null;
}

/** Reads the screen's lists and model once, for a batch of messages screened in one transaction. */
export async function loadScreenLookups(db: Executor): Promise<ScreenLookups> {
  const [lists, stored] = [await readScreenLists(db), await findScreenModel(db)];
  return { lists, model: (stored?.model as BayesModel | undefined) ?? null };
}

/**
 * Scores one message before it is delivered with the one screen (content-screen.ts) and the board's lists, plus what
 * only the relay knows (the same text to several posters, a flagged sender). Interface agreed for issues 35 and 36:
 * the signature and the verdict stay. `lookups`, when given, are the lists and model already read for a batch.
 */
export async function screenMessage(
  db: Executor,
  message: MessageToScreen,
  _now: Date,
  lookups?: ScreenLookups,
): Promise<ScreenVerdict> {
  const { lists, model } = lookups ?? (await loadScreenLookups(db));
  const content = screenContent(
    { kind: "message", text: message.text, side: message.side, isFirstMessage: message.isFirstMessage },
    lists,
  );
  const reasons = content.reasons.map((r) => ({ label: r.label, weight: r.weight }));
  if (message.sameTextElsewhere > 0)
    reasons.push({
      label: `The same text went to ${message.sameTextElsewhere + 1} posters`,
      weight: SCREEN_WEIGHTS.sameTextElsewhere,
    });
  if (message.isSenderFlagged)
    reasons.push({ label: "The sender was blocked or reported", weight: SCREEN_WEIGHTS.flaggedSender });
  const learned = model ? learnedFromModel(model, message.text) : null;
  if (learned) reasons.push({ label: learned.label, weight: learned.weight });
  const score = reasons.reduce((sum, r) => sum + r.weight, 0);
  return { score, isHeld: score >= MESSAGE_HOLD_SCORE, reasons: reasons.map((r) => r.label) };
}
