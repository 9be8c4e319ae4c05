import { useState } from "react";
import { useSearch } from "wouter";
import { Star } from "lucide-react";
import { canOfferFeaturing } from "@common/tiers";
import { Button } from "@/components/ui/button";
import { useSettings } from "@/features/settings/use-settings-query";
import { FeatureDialog } from "./feature-dialog";

type FeaturableNotice = Parameters<typeof canOfferFeaturing>[0] & { id: number; title: string };

/**
 * "Feature this notice" (product-spec.md §2, Notice detail): shown when the notice is not featured and not a discussion,
 * only on a live notice, and only when this server takes payments. `?feature=1` (the link in the "your notice is live"
 * mail) opens the dialog at once.
 */
export function FeatureNoticeButton({ notice }: { notice: FeaturableNotice }) {
  const search = useSearch();
  const { paymentsEnabled } = useSettings();
  const [open, setOpen] = useState(() => new URLSearchParams(search).get("feature") === "1");

  if (!paymentsEnabled || !canOfferFeaturing(notice)) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Star aria-hidden="true" />
        Feature this notice
      </Button>
      <FeatureDialog notice={notice} open={open} onOpenChange={setOpen} />
    </>
  );
}
