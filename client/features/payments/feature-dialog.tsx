import { useState } from "react";
import { formatPence } from "@common/format";
import { LIMITS } from "@common/limits";
import { FEATURE_TIERS, FEATURE_TIER_NAMES, FIXED_FEATURE_OFFER, type FeatureTier } from "@common/tiers";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useCheckoutMutation } from "./use-checkout-mutation";

interface Props {
  notice: { id: number; title: string; category: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The island's own element, which the dialog is drawn in (feature-island.tsx). */
  container?: HTMLElement | null;
}

function TierChoice({
  value,
  onChange,
}: {
  value: FeatureTier | null;
  onChange: (tier: FeatureTier) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Choose how long to feature it</legend>
      {FEATURE_TIER_NAMES.map((name) => {
        const tier = FEATURE_TIERS[name];
        const id = `feature-tier-${name.toLowerCase()}`;
        return (
          <label
            key={name}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md border p-3 transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === name && "border-primary bg-accent",
            )}
          >
            <input
              id={id}
              type="radio"
              name="feature-tier"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
              aria-describedby={`${id}-days`}
              className="h-4 w-4 accent-primary"
            />
            <span className="flex-1 font-medium">{`${tier.label} — ${formatPence(tier.pricePence)}`}</span>
            <span id={`${id}-days`} className="text-sm text-muted-foreground">
              {tier.days} days
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The Feature dialog (product-spec.md §2): a tier for local businesses, the fixed offer for others, then Stripe. */
export function FeatureDialog({ notice, open, onOpenChange, container }: Props) {
  const isLocalBusiness = notice.category === "local_businesses";
  const [tier, setTier] = useState<FeatureTier | null>(null);
  const [isRedirecting, setRedirecting] = useState(false);
  const checkout = useCheckoutMutation();

  const proceed = () => {
    if (isLocalBusiness && !tier) {
      toast({
        variant: "destructive",
        title: "Please select a tier",
        description: "Select a feature duration to continue.",
      });
      return;
    }
    const featureDuration = tier ? FEATURE_TIERS[tier].days : FIXED_FEATURE_OFFER.days;
    checkout.mutate(
      { noticeId: notice.id, tier: isLocalBusiness && tier ? tier : undefined, featureDuration },
      {
        onSuccess: (answer) => {
          const url = answer.url;
          if (!url) {
            toast({
              variant: "destructive",
              title: "Payment setup failed",
              description: "Missing payment URL. Please try again later.",
            });
            onOpenChange(false);
            return;
          }
          setRedirecting(true);
          toast({ title: "Redirecting to payment", description: "Taking you to our secure payment page…" });
          window.setTimeout(() => window.location.assign(url), LIMITS.paymentRedirectDelayMs);
        },
        // The spec's texts (product-spec.md §8): the server answered with a failure, or it could not be reached.
        onError: (error) => {
          toast({
            variant: "destructive",
            title: "Payment setup failed",
            description:
              error instanceof ApiError
                ? "Failed to create checkout session"
                : "Could not set up payment. Please try again later.",
          });
        },
      },
    );
  };

  const busy = checkout.isPending || isRedirecting;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent container={container}>
        <DialogHeader>
          <DialogTitle>Feature your notice</DialogTitle>
          <DialogDescription>
            Featured notices are shown in the Featured Notices section at the top of the home and category
            pages.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          <span className="text-muted-foreground">Notice: </span>
          <span className="font-medium">{notice.title}</span>
        </p>
        {isLocalBusiness ? (
          <TierChoice value={tier} onChange={setTier} />
        ) : (
          <p className="rounded-md border bg-accent p-3 font-medium">
            {`${formatPence(FIXED_FEATURE_OFFER.pricePence)} for ${FIXED_FEATURE_OFFER.days} days`}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={proceed} disabled={busy}>
            {busy ? "Please wait…" : "Proceed to payment"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
