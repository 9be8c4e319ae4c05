import type { Executor } from "../db/client";
import { screenContent } from "./content-screen";
import { MESSAGE_HOLD_SCORE, SCREEN_WEIGHTS } from "./screen-weights";
import { readScreenLists } from "./screen-lists-service";
import { learnedReason } from "./learned-screen";

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

/**
 * Scores one message before it is delivered with the one screen (content-screen.ts) and the board's lists, plus what
 * only the relay knows (the same text to several posters, a flagged sender). Interface agreed for issues 35 and 36:
 * the signature and the verdict stay.
 */
export async function screenMessage(
  db: Executor,
  message: MessageToScreen,
  now: Date,
): Promise<ScreenVerdict> {
  const lists = await readScreenLists(db);
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
  const learned = await learnedReason(db, message.text, now);
  if (learned) reasons.push(learned);
  const score = reasons.reduce((sum, r) => sum + r.weight, 0);
  return { score, isHeld: score >= MESSAGE_HOLD_SCORE, reasons: reasons.map((r) => r.label) };
}
