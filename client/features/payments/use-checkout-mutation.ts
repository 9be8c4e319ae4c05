import { useMutation } from "@tanstack/react-query";
import type { FeatureTier } from "@common/tiers";
import { apiRequest } from "@/lib/api-client";

export interface CheckoutChoice {
  noticeId: number;
  /** Local businesses name a tier; everyone else buys the fixed offer. */
  tier?: FeatureTier;
  featureDuration: number;
}

/** POST /api/payment/create-checkout-session (product-spec.md §7): answers the payment page's URL. */
export function useCheckoutMutation() {
  return useMutation({
    mutationFn: ({ noticeId, tier, featureDuration }: CheckoutChoice) => {
      const params = new URLSearchParams({ noticeId: String(noticeId) });
      if (tier) params.set("tier", tier);
      params.set("featureDuration", String(featureDuration));
      return apiRequest<{ url?: string } | undefined>(
        "POST",
        `/api/payment/create-checkout-session?${params}`,
      );
    },
  });
}
