import type { Executor } from "../db/client";

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

/** At or above this score a message is held. */
export const MESSAGE_HOLD_SCORE = 3;

const PATTERNS: { pattern: RegExp; weight: number; reason: string }[] = [
  { pattern: /\bpay\s?pal\b|\bp[a4]yp[a4]l\b/i, weight: 2, reason: "Asks for PayPal" },
  { pattern: /\bcourier\b|\bshipping (agent|company)\b/i, weight: 2, reason: "Mentions a courier" },
  { pattern: /\bwhats\s?app\b|\btext me\b/i, weight: 2, reason: "Moves the talk to a messaging app" },
  { pattern: /[^\s@]+@[^\s@]+\.[a-z]{2,}/i, weight: 1, reason: "An e-mail address in the text" },
];

/**
 * Scores one message before it is delivered. Interface agreed for issues 35 and 36: the signature and the verdict
 * stay; the scoring behind it belongs to the one scorer (`server/signals/`).
 */
export async function screenMessage(
  _db: Executor,
  message: MessageToScreen,
  _now: Date,
): Promise<ScreenVerdict> {
  const reasons: string[] = [];
  let score = 0;
  for (const p of PATTERNS) {
    if (p.pattern.test(message.text)) {
      score += p.weight;
      reasons.push(p.reason);
    }
  }
  if (message.sameTextElsewhere > 0) {
    score += 2;
    reasons.push(`The same text went to ${message.sameTextElsewhere + 1} posters`);
  }
  if (message.isSenderFlagged) {
    score += 3;
    reasons.push("The sender was blocked or reported");
  }
  return { score, isHeld: score >= MESSAGE_HOLD_SCORE, reasons };
}
