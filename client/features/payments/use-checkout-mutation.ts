import type { FeatureTier } from "@common/tiers";
import type { CheckoutSession } from "@common/payment-schemas";
import { api, call } from "@/lib/api";
import { useSubmission } from "@/lib/use-submission";

export interface CheckoutChoice {
  noticeId: number;
  /** Local businesses name a tier; everyone else buys the fixed offer. */
  tier?: FeatureTier;
  featureDuration: number;
}

/**
 * POST /api/payment/create-checkout-session (product-spec.md §7): answers the payment page's URL. The dialog is an
 * island without the query cache (feature-island.tsx), hence useSubmission, not useMutation.
 */
export function useCheckoutMutation() {
  return useSubmission(({ noticeId, tier, featureDuration }: CheckoutChoice): Promise<CheckoutSession> =>
    call(
      api.POST("/api/payment/create-checkout-session", {
        params: { query: { noticeId, tier, featureDuration } },
      }),
    ),
  );
}
