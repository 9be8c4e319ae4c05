export const FEATURE_TIERS = {
  STANDARD: { tier: "STANDARD", label: "2 weeks", days: 14, pricePence: 1000 },
  PREMIUM: { tier: "PREMIUM", label: "3 months", days: 90, pricePence: 5000 },
  ANNUAL: { tier: "ANNUAL", label: "1 year", days: 365, pricePence: 8000 },
} as const;

export type FeatureTier = keyof typeof FEATURE_TIERS;
export const FEATURE_TIER_NAMES = Object.keys(FEATURE_TIERS) as FeatureTier[];

/** The one offer for every category but local businesses (and discussions, which cannot be featured). */
export const FIXED_FEATURE_OFFER = { days: 14, pricePence: 1000 } as const;

/** Feature options of the post form for local businesses: days → price, or none. */
export const FEATURE_DURATION_OPTIONS = [
  { days: 0, label: "No featuring" },
  { days: 14, label: "14 days — £10" },
  { days: 90, label: "90 days — £50" },
  { days: 365, label: "365 days — £80" },
] as const;

export function isFeatureTier(value: unknown): value is FeatureTier {
  return typeof value === "string" && value in FEATURE_TIERS;
}

/**
 * Whether a notice page offers "Feature this notice": not a discussion, not featured already, and live. A pending,
 * expired or closed notice has no audience to show it to, so paying for it would only disappoint.
 */
export function canOfferFeaturing(
  notice: { category: string; isFeatured: boolean; status: string; expiresAt: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (notice.isFeatured || notice.category === "discussion" || notice.status !== "active") return false;
  return notice.expiresAt === null || new Date(notice.expiresAt).getTime() > now.getTime();
}

/** The tier name a payment records for the fixed offer (a payment row keeps null). */
export const FIXED_OFFER_NAME = "FIXED";

/** What a tier name buys, from this table alone: a named tier, the fixed offer (null or "FIXED"), or nothing. */
export function offerForTier(
  tier: string | null | undefined,
): { days: number; pricePence: number } | undefined {
  if (tier === null || tier === FIXED_OFFER_NAME) return FIXED_FEATURE_OFFER;
  return isFeatureTier(tier) ? FEATURE_TIERS[tier] : undefined;
}
