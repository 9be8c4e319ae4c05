import { describe, expect, it } from "vitest";
import { isLikelySpam, SPAM_THRESHOLD, SPAM_WEIGHTS, spamScore, type SpamFacts } from "./spam-score";

/** A known poster's clean notice: nothing fires. */
const clean: SpamFacts = {
  blockWords: [],
  links: 0,
  isNewPoster: false,
  contactInText: false,
  watchWords: [],
  capitals: false,
  priceOutlier: false,
  sameTextAddresses: 0,
  matchesRejectedSpam: false,
  postsFromEmailLastHour: 1,
  postsFromAddressLastHour: 1,
};
const kinds = (facts: Partial<SpamFacts>) => spamScore({ ...clean, ...facts }).reasons.map((r) => r.kind);
const score = (facts: Partial<SpamFacts>) => spamScore({ ...clean, ...facts }).score;

describe("spam score", () => {
  it("is 0 with no reason for a known poster's clean notice", () => {
    expect(spamScore(clean)).toEqual({ score: 0, reasons: [] });
  });

  it("weighs each signal on its own", () => {
    expect(score({ blockWords: ["viagra"] })).toBe(SPAM_WEIGHTS.block_word);
    expect(score({ matchesRejectedSpam: true })).toBe(SPAM_WEIGHTS.spam_text);
    expect(score({ sameTextAddresses: 1 })).toBe(SPAM_WEIGHTS.same_text);
    expect(score({ postsFromEmailLastHour: 3 })).toBe(SPAM_WEIGHTS.burst_email);
    expect(score({ postsFromAddressLastHour: 3 })).toBe(SPAM_WEIGHTS.burst_address);
    expect(score({ watchWords: ["crypto"] })).toBe(SPAM_WEIGHTS.watch_word);
    expect(score({ capitals: true })).toBe(SPAM_WEIGHTS.capitals);
    expect(score({ priceOutlier: true })).toBe(SPAM_WEIGHTS.price_outlier);
    expect(score({ isNewPoster: true })).toBe(SPAM_WEIGHTS.new_poster);
    expect(score({ isNewPoster: true, links: 2 })).toBe(
      SPAM_WEIGHTS.new_poster + SPAM_WEIGHTS.links_new_poster,
    );
    expect(score({ isNewPoster: true, contactInText: true })).toBe(
      SPAM_WEIGHTS.new_poster + SPAM_WEIGHTS.contact_new_poster,
    );
  });

  it("counts links and contact details only from a new poster", () => {
    expect(kinds({ links: 3, contactInText: true })).toEqual([]);
    expect(kinds({ isNewPoster: true, links: 3, contactInText: true })).toEqual([
      "links_new_poster",
      "contact_new_poster",
      "new_poster",
    ]);
  });

  it("grows with each other address sending the same text, up to three", () => {
    expect(score({ sameTextAddresses: 2 })).toBe(2 * SPAM_WEIGHTS.same_text);
    expect(score({ sameTextAddresses: 3 })).toBe(3 * SPAM_WEIGHTS.same_text);
    expect(score({ sameTextAddresses: 9 })).toBe(3 * SPAM_WEIGHTS.same_text);
    expect(spamScore({ ...clean, sameTextAddresses: 2 }).reasons[0].label).toBe(
      "Same text from 2 other addresses today",
    );
  });

  it("counts a burst from the third post in an hour", () => {
    expect(kinds({ postsFromEmailLastHour: 2, postsFromAddressLastHour: 2 })).toEqual([]);
    expect(kinds({ postsFromEmailLastHour: 3, postsFromAddressLastHour: 4 })).toEqual([
      "burst_email",
      "burst_address",
    ]);
  });

  it("holds at the threshold and not below it", () => {
    expect(SPAM_THRESHOLD).toBe(5);
    expect(isLikelySpam(SPAM_THRESHOLD)).toBe(true);
    expect(isLikelySpam(SPAM_THRESHOLD - 1)).toBe(false);
    // A block word, or a text already rejected as spam, is enough alone.
    expect(isLikelySpam(score({ blockWords: ["viagra"] }))).toBe(true);
    expect(isLikelySpam(score({ matchesRejectedSpam: true }))).toBe(true);
    // Links with contact details from a new address: the commonest spam.
    expect(isLikelySpam(score({ isNewPoster: true, links: 1, contactInText: true }))).toBe(true);
    // A new poster with a link alone, or a phone number alone, waits for a person.
    expect(isLikelySpam(score({ isNewPoster: true, links: 1 }))).toBe(false);
    expect(isLikelySpam(score({ isNewPoster: true, contactInText: true, capitals: true }))).toBe(false);
    // A known poster's flagged word and odd price still go to a person.
    expect(isLikelySpam(score({ watchWords: ["crypto"], priceOutlier: true, capitals: true }))).toBe(false);
  });

  it("says why, with each reason's weight", () => {
    expect(spamScore({ ...clean, isNewPoster: true, links: 2 }).reasons).toEqual([
      { kind: "links_new_poster", label: "2 links from a new poster", weight: 3 },
      { kind: "new_poster", label: "New poster", weight: 1 },
    ]);
  });
});
