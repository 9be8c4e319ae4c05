/**
 * The one screen's weights and thresholds (issue 36), for notices and messages alike. A reason adds its weight; the
 * sum is the score. A notice at or above SPAM_THRESHOLD (spam-score.ts) waits in the Likely spam lane; a message at or
 * above MESSAGE_HOLD_SCORE waits in the Messages lane. Tuning: see docs/decisions/0017-one-screen.md.
 */

export const SCREEN_WEIGHTS = {
  /** Most any one vocabulary topic can add (several topics add up). */
  topicCap: 6,
  /** A link whose domain is a shortener. */
  shortenedLink: 3,
  /** A link whose domain wears a brand or a trust word it does not own ("paypal-resolution.example"). */
  lookAlikeLink: 4,
  /** A link to a domain not on the allow list: only adds. */
  unknownLink: 1,
  /** In a message, a link to an unknown site carrying a reference or code ("?id=99312", "/Xb7qT"). */
  tokenedLinkInMessage: 4,
  /** A messaging app named ("WhatsApp me", "Telegram"). */
  messagingApp: 3,
  /** A visitor's first message giving another address, a phone number or an app: moving off the board. */
  offBoardFirstMessage: 4,
  /** The same text from one sender to several posters. */
  sameTextElsewhere: 3,
  /** A sender a moderator blocked, or one whose conversation is reported. */
  flaggedSender: 5,
  /** What the classifier may add (or take away) before it has seen LEARNED_MIN_EACH decisions of each class. */
  learnedCapCold: 2,
  /** What it may add or take away once it has. */
  learnedCapTrained: 6,
} as const;

/** At or above this score a message is held for a moderator. */
export const MESSAGE_HOLD_SCORE = 5;

/** Decisions of each class (spam and ham) the classifier must have seen before its full cap applies. */
export const LEARNED_MIN_EACH = 50;
