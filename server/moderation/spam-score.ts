/**
 * The one place the "Likely spam" lane's weights live. A confirmed notice's facts are scored here; at or above
 * SPAM_THRESHOLD it waits in the lane instead of the review queue (spam-lane-service.ts). Each reason carries its weight
 * so the lane can show why an item is there.
 */
import type { SpamReason, SpamReasonKind } from "../../common/moderation-lane-schemas";

export type { SpamReasonKind };

/** What is known about a confirmed notice when it is scored. */
export interface SpamFacts {
  /** Block-list words in the text (posting refuses them, but the list may have grown since). */
  blockWords: string[];
  /** Links in the title and description. */
  links: number;
  /** No notice from this e-mail address was ever approved. */
  isNewPoster: boolean;
  /** A phone number or e-mail address written in the text. */
  contactInText: boolean;
  /** Flag-list words in the text. */
  watchWords: string[];
  capitals: boolean;
  priceOutlier: boolean;
  /** Other e-mail addresses that posted a near-identical text in the last day. */
  sameTextAddresses: number;
  /** A near-identical text was rejected as spam in the last 30 days. */
  matchesRejectedSpam: boolean;
  /** Unapproved notices from this e-mail address in the hour before this one, this one included. */
  postsFromEmailLastHour: number;
  /** The same from its client address (0 when the address is not counted: loopback). */
  postsFromAddressLastHour: number;
  /**
   * What the one screen read in the words (server/signals/content-screen.ts: vocabulary, scam patterns, link
   * reputation), what it learned from the moderators, and the admins' hold rules: each already weighed.
   */
  screened?: {
    kind: "content" | "link_reputation" | "learned" | "assist_rule";
    label: string;
    weight: number;
  }[];
}

/** A notice scoring this much or more is held as likely spam. */
export const SPAM_THRESHOLD = 5;

/** Posts in an hour from one e-mail or one client address from which the run counts as a burst. */
export const BURST_POSTS_PER_HOUR = 3;

export const SPAM_WEIGHTS = {
  /** A block-list word: alone enough. */
  block_word: 5,
  /** A moderator already rejected this text as spam: alone enough. */
  spam_text: 5,
  /** Per other address that sent the same text in the last day (capped at SAME_TEXT_CAP). */
  same_text: 3,
  burst_email: 3,
  burst_address: 3,
  /** Links from an address with no approved notice: the commonest spam. */
  links_new_poster: 3,
  contact_new_poster: 1,
  watch_word: 2,
  new_poster: 1,
  capitals: 1,
  price_outlier: 1,
} as const satisfies Record<
  Exclude<SpamReasonKind, "content" | "link_reputation" | "learned" | "assist_rule">,
  number
>;

const SAME_TEXT_CAP = 3;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The reasons that fire for these facts, each with its weight, and their sum. */
export function spamScore(facts: SpamFacts): { score: number; reasons: SpamReason[] } {
  const reasons: SpamReason[] = [];
  const add = (kind: keyof typeof SPAM_WEIGHTS, label: string, times = 1) =>
    reasons.push({ kind, label, weight: SPAM_WEIGHTS[kind] * times });
  if (facts.blockWords.length) add("block_word", `Blocked word: ${facts.blockWords.join(", ")}`);
  if (facts.matchesRejectedSpam) add("spam_text", "Same text as a notice rejected as spam");
  if (facts.sameTextAddresses > 0)
    add(
      "same_text",
      `Same text from ${plural(facts.sameTextAddresses, "other address", "other addresses")} today`,
      Math.min(facts.sameTextAddresses, SAME_TEXT_CAP),
    );
  if (facts.postsFromEmailLastHour >= BURST_POSTS_PER_HOUR)
    add("burst_email", `${facts.postsFromEmailLastHour} notices from this e-mail in an hour`);
  if (facts.postsFromAddressLastHour >= BURST_POSTS_PER_HOUR)
    add("burst_address", `${facts.postsFromAddressLastHour} notices from this address in an hour`);
  if (facts.isNewPoster) {
    if (facts.links > 0) add("links_new_poster", `${plural(facts.links, "link", "links")} from a new poster`);
    if (facts.contactInText) add("contact_new_poster", "Contact details in the text from a new poster");
    add("new_poster", "New poster");
  }
  if (facts.watchWords.length) add("watch_word", `Watch word: ${facts.watchWords.join(", ")}`);
  if (facts.capitals) add("capitals", "Written in capitals");
  if (facts.priceOutlier) add("price_outlier", "Price far from usual");
  for (const r of facts.screened ?? []) reasons.push({ kind: r.kind, label: r.label, weight: r.weight });
  return { score: reasons.reduce((sum, r) => sum + r.weight, 0), reasons };
}

export function isLikelySpam(score: number): boolean {
  return score >= SPAM_THRESHOLD;
}
