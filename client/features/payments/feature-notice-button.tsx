import { lazy, Suspense, useState } from "react";
import { useSearch } from "wouter";
import { Star } from "lucide-react";
import { canOfferFeaturing } from "@common/tiers";
import { Button } from "@/components/ui/button";
import { useSettings } from "@/features/settings/use-settings-query";

/** The dialog loads on the first press (or at once for `?feature=1`), so a notice page does not carry it. */
const FeatureDialog = lazy(() => import("./feature-dialog").then((m) => ({ default: m.FeatureDialog })));

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
  const [wanted, setWanted] = useState(open);

  if (!paymentsEnabled || !canOfferFeaturing(notice)) return null;
  return (
    <>
      <Button
        variant="outline"
        // The dialog needs the script: without it the button is not offered (client/index.html).
        data-js-only
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Star aria-hidden="true" />
        Feature this notice
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FeatureDialog notice={notice} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
